import type { ThemeConfig } from 'antd';

export const parcelwatchTheme: ThemeConfig = {
  token: {
    colorPrimary: '#1f5eff',
    fontFamily: "-apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
    borderRadius: 8,
    // WCAG AA contrast (4.5:1, checked by e2e/tests/accessibility.spec.ts): antd's defaults are lighter, e.g.
    // secondary text rgba(0,0,0,0.45) is 3.4:1 on white and links (#1677ff) 4.1:1.
    colorTextDescription: 'rgba(0, 0, 0, 0.62)',
    colorTextTertiary: 'rgba(0, 0, 0, 0.62)',
    colorTextPlaceholder: 'rgba(0, 0, 0, 0.56)', // antd renders a Select's placeholder as text that axe checks
    colorLink: '#1f5eff',
    // antd lightens a link under the pointer (#70a2ff, 2.5:1): darker instead, so a hovered link stays readable.
    colorLinkHover: '#1646c4',
    colorLinkActive: '#1039a6',
    colorError: '#cf1322',
    colorSuccessText: '#237804',
    colorWarningText: '#ad6800',
  },
  components: {
    // A validation message takes the item's bottom margin: 6 px above each label keep it off the next field's label.
    Form: { verticalLabelPadding: '6px 0 8px' },
  },
};
