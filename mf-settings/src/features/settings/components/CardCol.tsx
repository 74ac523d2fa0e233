import { Col, type ColProps } from 'antd';

/**
 * A column of a card grid whose card fills the row's height: the Col is a one-cell grid, so the card stretches to
 * the tallest card of its row and rows leave no holes.
 */
export function CardCol({ style, ...props }: ColProps) {
  return <Col {...props} style={{ display: 'grid', ...style }} />;
}
