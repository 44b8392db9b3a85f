import { describe, expect, it } from 'vitest';
import { APP_TITLE, APP_VERSION } from './version';
import {
  nextUpdateStatus,
  showsUpdateBanner,
  UPDATE_STATUSES,
  type UpdateEvent,
  type UpdateStatus,
} from './update-status';

const replay = (events: UpdateEvent['type'][], start: UpdateStatus = 'checking') =>
  events.reduce<UpdateStatus>((status, type) => nextUpdateStatus(status, { type } as UpdateEvent), start);

describe('nextUpdateStatus', () => {
  it('is disabled where background updates are unsupported', () => {
    expect(nextUpdateStatus('checking', { type: 'unsupported' })).toBe('disabled');
  });

  it('is registered once the background worker registers', () => {
    expect(nextUpdateStatus('checking', { type: 'registered' })).toBe('registered');
  });

  it('is installed once the application is ready offline', () => {
    expect(replay(['registered', 'offline-ready'])).toBe('installed');
  });

  it("is 'update available' when a newer version waits for a refresh", () => {
    expect(replay(['registered', 'need-refresh'])).toBe('update available');
    expect(replay(['registered', 'offline-ready', 'need-refresh'])).toBe('update available');
  });

  it("keeps 'update available' when registered or offline-ready arrive later", () => {
    expect(replay(['need-refresh', 'registered'])).toBe('update available');
    expect(replay(['need-refresh', 'offline-ready'])).toBe('update available');
    expect(replay(['need-refresh', 'registered', 'offline-ready'])).toBe('update available');
  });

  it('is error when registration fails', () => {
    expect(nextUpdateStatus('checking', { type: 'failed' })).toBe('error');
    expect(replay(['registered', 'failed'])).toBe('error');
  });
});

describe('showsUpdateBanner', () => {
  it('shows the refresh banner only when an update is available', () => {
    expect(UPDATE_STATUSES.filter(showsUpdateBanner)).toEqual(['update available']);
  });

  it('tracks the statuses the spec lists', () => {
    expect([...UPDATE_STATUSES].sort()).toEqual(
      ['checking', 'registered', 'installed', 'update available', 'error', 'disabled'].sort(),
    );
  });
});

describe('the top bar', () => {
  it('shows version 1.0.4 and the product title', () => {
    expect(APP_VERSION).toBe('1.0.4');
    expect(APP_TITLE).toBe('Basin Data Management System');
  });
});
