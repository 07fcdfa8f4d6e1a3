// Makes happy-dom follow the DOM standard where the contract's HTML sanitiser needs it (browsers
// do), and unmounts what each test rendered.
import '@murmur/shared/testing/happy-dom';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

afterEach(() => cleanup());
