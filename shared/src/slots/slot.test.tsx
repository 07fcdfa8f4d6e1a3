import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setModuleLoader } from './load-slot';
import { Slot } from './slot';
import { configureSlotOverrides, resolveSlot } from './slot-map';

function StatusStub({ statusId }: { statusId: string }) {
  return <p>status {statusId}</p>;
}

function Broken(): never {
  throw new Error('boom');
}

function renderSlot(statusId = '1') {
  return render(
    <IntlProvider locale="en">
      <Slot name="composer/Status" props={{ statusId }} loading={<span>loading</span>} />
    </IntlProvider>,
  );
}

afterEach(() => {
  configureSlotOverrides({});
  setModuleLoader(() => Promise.reject(new Error('no loader in tests')));
});

describe('Slot', () => {
  it('renders the module behind the slot with its props', async () => {
    const loader = vi.fn(async () => ({ default: StatusStub }));
    setModuleLoader(loader);
    renderSlot('42');
    expect(screen.getByText('loading')).toBeTruthy();
    expect(await screen.findByText('status 42')).toBeTruthy();
    expect(loader).toHaveBeenCalledWith('composer/Status');
  });

  it('shows the generic error and reloads only this piece on Retry', async () => {
    let available = false;
    setModuleLoader(async () => {
      if (!available) throw new Error('Failed to get manifest');
      return { default: StatusStub };
    });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderSlot('7');
    expect(await screen.findByText('An error occurred')).toBeTruthy();
    expect(screen.getByText('Please try again')).toBeTruthy();
    available = true;
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('status 7')).toBeTruthy();
  });

  it('shows what the page gives for a module its remote does not provide, and no Retry', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    setModuleLoader(async () => {
      throw new Error('Module "./Status" does not exist in container.');
    });
    render(
      <IntlProvider locale="en">
        <Slot name="composer/Status" props={{ statusId: '1' }} unavailable={<p>not here</p>} />
      </IntlProvider>,
    );
    expect(await screen.findByText('not here')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
  });

  it('falls back to the generic error for a missing module when the page gives nothing', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    setModuleLoader(async () => {
      throw new Error('Module "./Status" does not exist in container.');
    });
    renderSlot('3');
    expect(await screen.findByText('An error occurred')).toBeTruthy();
  });

  it('keeps a render error inside the slot', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    setModuleLoader(async () => ({ default: Broken }));
    render(
      <IntlProvider locale="en">
        <p>outside</p>
        <Slot name="composer/Status" props={{ statusId: '1' }} />
      </IntlProvider>,
    );
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(screen.getByText('outside')).toBeTruthy();
  });

  it('recovers every failed piece of a module once one Retry succeeds', async () => {
    let available = false;
    setModuleLoader(async () => {
      if (!available) throw new Error('down');
      return { default: StatusStub };
    });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    render(
      <IntlProvider locale="en">
        <Slot name="composer/Status" props={{ statusId: 'a' }} />
        <Slot name="composer/Status" props={{ statusId: 'b' }} />
      </IntlProvider>,
    );
    await waitFor(() => expect(screen.getAllByRole('button', { name: 'Retry' })).toHaveLength(2));
    available = true;
    await act(async () => {
      fireEvent.click(screen.getAllByRole('button', { name: 'Retry' })[0]!);
    });
    expect(await screen.findByText('status a')).toBeTruthy();
    expect(await screen.findByText('status b')).toBeTruthy();
  });
});

describe('slot overrides', () => {
  it('points a slot at another remote module from the manifest', () => {
    configureSlotOverrides({ 'composer/Status': 'acme/Post' });
    expect(resolveSlot('composer/Status')).toEqual({ remote: 'acme', module: 'Post' });
  });

  it('ignores malformed and unknown overrides', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    configureSlotOverrides({ 'composer/Status': 'no-module', 'nope/Nothing': 'a/b' });
    expect(resolveSlot('composer/Status')).toEqual({ remote: 'composer', module: 'Status' });
  });
});
