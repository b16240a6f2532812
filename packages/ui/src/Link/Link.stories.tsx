import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect } from 'storybook/test';
import { ButtonLink } from '../directory/ButtonLink/index.ts';
import { Status } from '../LiveRegion/index.ts';
import { Link, LinkProvider, type LinkProps } from './Link.tsx';

const meta = {
  title: 'Components/Link',
  component: Link,
  args: { href: '/doctors', children: 'Find a Doctor' },
} satisfies Meta<typeof Link>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Without a provider a link is a plain anchor, as in every other story. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'Find a Doctor' });
    await expect(link.tagName).toBe('A');
    await expect(link).toHaveAttribute('href', '/doctors');
  },
};

function RecordingRouter() {
  const [visited, setVisited] = useState('/');
  // Stands in for the app's router link: it navigates without loading the page.
  function RouterLink({ href, onClick, ...rest }: LinkProps) {
    return (
      <a
        {...rest}
        href={href}
        data-router-link=""
        onClick={(event) => {
          onClick?.(event);
          event.preventDefault();
          setVisited(href);
        }}
      />
    );
  }
  return (
    <LinkProvider component={RouterLink}>
      <p>
        <Link href="/doctors">Find a Doctor</Link>
      </p>
      <ButtonLink href="/#appointment" variant="primary">
        Book Appointment
      </ButtonLink>
      <Status element="p">Now at {visited}</Status>
    </LinkProvider>
  );
}

/** The app configures its router once; every link below it, a widget's too, navigates through it. */
export const WithRouter: Story = {
  render: () => <RecordingRouter />,
  play: async ({ canvas, userEvent }) => {
    const doctors = canvas.getByRole('link', { name: 'Find a Doctor' });
    await expect(doctors).toHaveAttribute('data-router-link');
    await userEvent.click(doctors);
    await expect(canvas.getByRole('status')).toHaveTextContent('Now at /doctors');
    await userEvent.click(canvas.getByRole('link', { name: 'Book Appointment' }));
    await expect(canvas.getByRole('status')).toHaveTextContent('Now at /#appointment');
  },
};
