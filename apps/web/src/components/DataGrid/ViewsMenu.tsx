import type { ConfiguracionGrid, EstadoGrid } from '@extranet/sdk';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Checkbox, Group, Menu, Modal, Stack, Text, TextInput } from '@mantine/core';
import {
  IconChevronDown,
  IconDeviceFloppy,
  IconLayoutColumns,
  IconPencil,
  IconPlus,
  IconRestore,
  IconStar,
  IconStarFilled,
  IconTrash,
} from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { alerts } from '../../alerts/alerts';
import { errorText } from '../../forms/error-text';
import type { useGridViews } from './useGridViews';

type Views = ReturnType<typeof useGridViews>;

interface ViewsMenuProps {
  views: Views;
  current: ConfiguracionGrid | null;
  dirty: boolean;
  estado: () => EstadoGrid;
  onApply: (view: ConfiguracionGrid | null) => void;
  onSaved: (view: ConfiguracionGrid) => void;
}

type Dialog =
  | { kind: 'create' }
  | { kind: 'rename'; view: ConfiguracionGrid }
  | { kind: 'delete'; view: ConfiguracionGrid };

/** The "Views" menu: open, save, update, rename, delete and mark as default the saved views of a grid. */
export function ViewsMenu({ views, current, dirty, estado, onApply, onSaved }: ViewsMenuProps) {
  const { i18n, t } = useLingui();
  const [dialog, setOpenDialog] = useState<Dialog | null>(null);
  const [opened, setOpened] = useState(0);
  const setDialog = (next: Dialog | null) => {
    if (next) setOpened((n) => n + 1);
    setOpenDialog(next);
  };
  const list = views.list.data ?? [];
  const failed = (error: unknown) => alerts.error(t`The view could not be saved. ${errorText(error, i18n)}`);

  const updateCurrent = async () => {
    if (!current) return;
    try {
      onSaved(await views.update.mutateAsync({ view: current, estado: estado() }));
      alerts.success(t`View “${current.nombre}” saved`);
    } catch (error) {
      failed(error);
    }
  };
  const toggleDefault = async (view: ConfiguracionGrid) => {
    try {
      await views.update.mutateAsync({ view, predeterminada: !view.predeterminada });
    } catch (error) {
      failed(error);
    }
  };

  return (
    <>
      <Menu position="bottom-start" shadow="md" width={280} withinPortal>
        <Menu.Target>
          <Button
            variant="default"
            leftSection={<IconLayoutColumns size={16} aria-hidden />}
            rightSection={<IconChevronDown size={14} aria-hidden />}
            data-testid="grid-views"
          >
            <Text span size="sm" maw={180} truncate>
              {current ? current.nombre : t`Standard view`}
              {dirty ? ' •' : ''}
            </Text>
          </Button>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Label>
            <Trans>Saved views</Trans>
          </Menu.Label>
          {list.length === 0 && (
            <Text size="xs" c="dimmed" px="sm" pb="xs">
              <Trans>Save the columns, sorting and filters you use as a view to open them again.</Trans>
            </Text>
          )}
          {list.map((view) => (
            <Menu.Item
              key={view.id}
              onClick={() => onApply(view)}
              fw={view.id === current?.id ? 600 : undefined}
              rightSection={
                view.predeterminada ? <IconStarFilled size={14} aria-label={t`Default view`} /> : null
              }
            >
              {view.nombre}
            </Menu.Item>
          ))}
          <Menu.Item leftSection={<IconRestore size={16} />} onClick={() => onApply(null)}>
            <Trans>Standard view</Trans>
          </Menu.Item>
          <Menu.Divider />
          {current && (
            <>
              <Menu.Item
                leftSection={<IconDeviceFloppy size={16} />}
                onClick={updateCurrent}
                disabled={!dirty}
              >
                <Trans>Save changes to “{current.nombre}”</Trans>
              </Menu.Item>
              <Menu.Item
                leftSection={<IconPencil size={16} />}
                onClick={() => setDialog({ kind: 'rename', view: current })}
              >
                <Trans>Rename…</Trans>
              </Menu.Item>
              <Menu.Item
                leftSection={current.predeterminada ? <IconStarFilled size={16} /> : <IconStar size={16} />}
                onClick={() => toggleDefault(current)}
              >
                {current.predeterminada ? (
                  <Trans>Stop opening with this view</Trans>
                ) : (
                  <Trans>Open with this view</Trans>
                )}
              </Menu.Item>
              <Menu.Item
                color="red"
                leftSection={<IconTrash size={16} />}
                onClick={() => setDialog({ kind: 'delete', view: current })}
              >
                <Trans>Delete…</Trans>
              </Menu.Item>
              <Menu.Divider />
            </>
          )}
          <Menu.Item leftSection={<IconPlus size={16} />} onClick={() => setDialog({ kind: 'create' })}>
            <Trans>Save as a new view…</Trans>
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
      <ViewDialog
        // A fresh form each time a dialog opens.
        key={opened}
        dialog={dialog}
        onClose={() => setDialog(null)}
        views={views}
        estado={estado}
        onSaved={onSaved}
        onDeleted={() => onApply(null)}
      />
    </>
  );
}

interface ViewDialogProps {
  dialog: Dialog | null;
  onClose: () => void;
  views: Views;
  estado: () => EstadoGrid;
  onSaved: (view: ConfiguracionGrid) => void;
  onDeleted: () => void;
}

function ViewDialog({ dialog, onClose, views, estado, onSaved, onDeleted }: ViewDialogProps) {
  const { i18n, t } = useLingui();
  const [nombre, setNombre] = useState(dialog?.kind === 'rename' ? dialog.view.nombre : '');
  const [predeterminada, setPredeterminada] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const busy = views.create.isPending || views.update.isPending || views.remove.isPending;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!dialog) return;
    try {
      if (dialog.kind === 'delete') {
        await views.remove.mutateAsync(dialog.view);
        alerts.info(t`View “${dialog.view.nombre}” deleted`);
        onDeleted();
      } else {
        const name = nombre.trim();
        if (!name) return setError(t`Give the view a name.`);
        if (name.length > 80) return setError(t`At most 80 characters.`);
        const saved =
          dialog.kind === 'create'
            ? await views.create.mutateAsync({ nombre: name, predeterminada, estado: estado() })
            : await views.update.mutateAsync({ view: dialog.view, nombre: name });
        if (dialog.kind === 'create') onSaved(saved);
        alerts.success(t`View “${name}” saved`);
      }
      onClose();
    } catch (failure) {
      setError(errorText(failure, i18n));
    }
  };

  const title =
    dialog?.kind === 'create'
      ? t`Save as a new view`
      : dialog?.kind === 'rename'
        ? t`Rename view`
        : t`Delete view`;
  return (
    <Modal opened={dialog !== null} onClose={onClose} title={title} centered>
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          {dialog?.kind === 'delete' ? (
            <Text>
              <Trans>Delete the view “{dialog.view.nombre}”? This cannot be undone.</Trans>
            </Text>
          ) : (
            <TextInput
              label={t`Name`}
              value={nombre}
              onChange={(event) => setNombre(event.currentTarget.value)}
              error={error}
              maxLength={80}
              data-autofocus
              required
            />
          )}
          {dialog?.kind === 'create' && (
            <Checkbox
              label={t`Open this grid with this view`}
              checked={predeterminada}
              onChange={(event) => setPredeterminada(event.currentTarget.checked)}
            />
          )}
          {dialog?.kind === 'delete' && error && (
            <Text c="red" size="sm">
              {error}
            </Text>
          )}
          <Group justify="flex-end" mt="xs">
            <Button variant="default" onClick={onClose}>
              <Trans>Cancel</Trans>
            </Button>
            <Button type="submit" loading={busy} color={dialog?.kind === 'delete' ? 'red' : undefined}>
              {dialog?.kind === 'delete' ? <Trans>Delete</Trans> : <Trans>Save</Trans>}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
