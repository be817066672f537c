/** An alert has an id, a type and a message. */
export type AlertType = 'success' | 'error' | 'info' | 'warning';
export interface AlertMessage {
  id: string;
  type: AlertType;
  message: string;
}

/** Alerts close by themselves. Errors stay a little longer so they can be read. */
export const ALERT_AUTO_CLOSE_MS: Readonly<Record<AlertType, number>> = {
  success: 4000,
  info: 4000,
  warning: 6000,
  error: 8000,
};

const COLORS: Readonly<Record<AlertType, string>> = {
  success: 'teal',
  info: 'blue',
  warning: 'yellow',
  error: 'red',
};

let sequence = 0;

// The notifications store and its container load after the first paint (they are not needed to draw
// /login); an alert raised before then appears as soon as they arrive.
const loadNotifications = () => import('@mantine/notifications');

/**
 * Shows an alert. The notifications container sits above the router (App.tsx), so alerts survive
 * route changes — e.g. 'LogOut successfully' is still visible on /login.
 */
export function showAlert(type: AlertType, message: string, title?: string): AlertMessage {
  sequence += 1;
  const alert: AlertMessage = { id: `alert-${sequence}`, type, message };
  void loadNotifications().then(({ notifications }) =>
    notifications.show({
      id: alert.id,
      title,
      message,
      color: COLORS[type],
      autoClose: ALERT_AUTO_CLOSE_MS[type],
      withCloseButton: true,
      // lets assistive technology and the browser tests find alerts by type
      'data-alert-type': type,
      role: type === 'error' || type === 'warning' ? 'alert' : 'status',
    } as Parameters<typeof notifications.show>[0]),
  );
  return alert;
}

export const alerts = {
  success: (message: string, title?: string) => showAlert('success', message, title),
  error: (message: string, title?: string) => showAlert('error', message, title),
  info: (message: string, title?: string) => showAlert('info', message, title),
  warning: (message: string, title?: string) => showAlert('warning', message, title),
};
