import { Button, type ButtonProps } from '@mantine/core';
import { createLink, type LinkComponent } from '@tanstack/react-router';
import { forwardRef } from 'react';

// A Mantine button that is a router link, with the router's typed `to`, `params` and `search`
// (Mantine's `component={Link}` loses them).
const MantineButton = forwardRef<
  HTMLAnchorElement,
  ButtonProps & React.AnchorHTMLAttributes<HTMLAnchorElement>
>((props, ref) => <Button ref={ref} component="a" {...props} />);

const CreatedButtonLink = createLink(MantineButton);

export const ButtonLink: LinkComponent<typeof MantineButton> = (props) => (
  <CreatedButtonLink preload="intent" {...props} />
);
