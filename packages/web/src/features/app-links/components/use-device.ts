import { useState } from 'react';
import { describeDevice } from '@/features/app-links/model';
import type { Device } from '@/features/app-links/model';
import { readDeviceInput } from '@/shared/device/device';

/** This browser's device facts, read once on mount (they do not change during a visit). */
export function useDevice(): Device {
  const [device] = useState(() => describeDevice(readDeviceInput()));
  return device;
}
