import type { ReactNode } from 'react';

export interface ListItemMetaProps {
  avatar?: ReactNode;
  title: ReactNode;
  description?: ReactNode;
}

/**
 * antd's List.Item.Meta laid out the same (its class names, so the List's styles apply) with its title in a div
 * instead of an h4: a list item's title in a dialog or under a page's h1 is no heading of the page's outline (an h4
 * there skipped two levels: axe's heading-order).
 */
export function ListItemMeta({ avatar, title, description }: ListItemMetaProps) {
  return (
    <div className="ant-list-item-meta">
      {avatar ? <div className="ant-list-item-meta-avatar">{avatar}</div> : null}
      <div className="ant-list-item-meta-content">
        <div className="ant-list-item-meta-title">{title}</div>
        {description ? <div className="ant-list-item-meta-description">{description}</div> : null}
      </div>
    </div>
  );
}
