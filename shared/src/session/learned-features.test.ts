import { afterEach, describe, expect, it } from 'vitest';
import { ApiError } from '../api/errors';
import { EMPTY_INSTANCE } from '../entities/instance';
import { instance$, learnMissingFeature, setInstance, UNLOADED_INSTANCE } from './session';

const hollo = { ...EMPTY_INSTANCE, uri: 'small.example', version: '4.0.0 (compatible; Hollo 0.10.0)' };

afterEach(() => {
  sessionStorage.clear();
  instance$.next(UNLOADED_INSTANCE);
});

describe('what the tab learned a server lacks', () => {
  it('is not asked again on the next page of the same tab, and says where it was learned', () => {
    setInstance(hollo);
    expect(instance$.getValue().capabilities.markers).toBe(true);
    expect(learnMissingFeature('markers', new ApiError(404, null), 'GET /api/v1/markers')).toBe(true);
    // A reload: the capability map is read afresh from the server's answers.
    instance$.next(UNLOADED_INSTANCE);
    setInstance(hollo);
    const { capabilities } = instance$.getValue();
    expect(capabilities.markers).toBe(false);
    expect(capabilities.sources?.markers).toBe('learned: 404 from GET /api/v1/markers (earlier in this tab)');
    // Only that one: the rest is what the server says.
    expect(capabilities.editing).toBe(true);
  });

  it('belongs to that server and version: an upgraded or another server is asked afresh', () => {
    setInstance(hollo);
    learnMissingFeature('markers', new ApiError(405, null), 'POST /api/v1/markers');
    setInstance({ ...hollo, version: '4.0.0 (compatible; Hollo 0.11.0)' });
    expect(instance$.getValue().capabilities.markers).toBe(true);
    setInstance({ ...hollo, uri: 'other.example' });
    expect(instance$.getValue().capabilities.markers).toBe(true);
  });

  it('is kept when learned before the instance was read (a call sent early at start-up)', () => {
    expect(instance$.getValue().loaded).toBe(false);
    expect(learnMissingFeature('markers', new ApiError(404, null), 'GET /api/v1/markers')).toBe(true);
    setInstance(hollo);
    expect(instance$.getValue().capabilities.markers).toBe(false);
    expect(instance$.getValue().capabilities.sources?.markers).toBe('learned: 404 from GET /api/v1/markers');
    // The next page of the tab does not ask either.
    instance$.next(UNLOADED_INSTANCE);
    setInstance(hollo);
    expect(instance$.getValue().capabilities.markers).toBe(false);
  });

  it('is not learned from a failure that is not a missing call', () => {
    setInstance(hollo);
    expect(learnMissingFeature('markers', new ApiError(500, null), 'GET /api/v1/markers')).toBe(false);
    setInstance(hollo);
    expect(instance$.getValue().capabilities.markers).toBe(true);
  });
});
