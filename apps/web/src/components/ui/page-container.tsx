import { clsx } from 'clsx';
import type { ReactNode } from 'react';

export function PageContainer({ children, className }: { children: ReactNode; className?: string }) {
  return <div className={clsx('mx-auto w-full max-w-7xl px-4 py-6 sm:px-6 sm:py-8', className)}>{children}</div>;
}
