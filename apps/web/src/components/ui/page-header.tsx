import type { ReactNode } from 'react';
import { Icon, type IconName } from './icon';

interface PageHeaderProps {
  title: ReactNode;
  subtitle?: ReactNode;
  icon?: IconName;
  actions?: ReactNode;
}

export function PageHeader({ title, subtitle, icon, actions }: PageHeaderProps) {
  return (
    <div className="mb-6 flex flex-wrap items-center gap-4">
      {icon ? (
        <div className="grid size-12 shrink-0 place-items-center rounded-xl bg-gradient-to-br from-gold-300 to-gold-500 text-ink-950 shadow-lg shadow-gold-500/20">
          <Icon name={icon} className="size-6" />
        </div>
      ) : null}
      <div className="min-w-0 flex-1">
        <h1 className="text-2xl font-extrabold tracking-tight text-ink-50 sm:text-3xl">{title}</h1>
        {subtitle ? <p className="mt-1 text-sm text-ink-300">{subtitle}</p> : null}
      </div>
      {actions}
    </div>
  );
}
