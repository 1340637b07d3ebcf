import type { ReactNode } from 'react';
import { Icon, type IconName } from './icon';

interface EmptyStateProps {
  icon?: IconName;
  title: ReactNode;
  description?: ReactNode;
  action?: ReactNode;
}

export function EmptyState({ icon = 'spark', title, description, action }: EmptyStateProps) {
  return (
    <div className="flex flex-col items-center rounded-2xl border border-dashed border-white/10 bg-ink-900/50 px-6 py-14 text-center">
      <div className="grid size-16 place-items-center rounded-2xl bg-gradient-to-br from-gold-300/20 to-gold-500/5 text-gold-300 ring-1 ring-gold-300/20">
        <Icon name={icon} className="size-8" />
      </div>
      <h2 className="mt-5 text-lg font-bold text-ink-50">{title}</h2>
      {description ? <p className="mt-2 max-w-md text-sm leading-relaxed text-ink-300">{description}</p> : null}
      {action ? <div className="mt-6">{action}</div> : null}
    </div>
  );
}
