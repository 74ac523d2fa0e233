import DeleteOutlined from '@ant-design/icons/DeleteOutlined';
import EditOutlined from '@ant-design/icons/EditOutlined';
import EnvironmentOutlined from '@ant-design/icons/EnvironmentOutlined';
import {
  Alert,
  App,
  Button,
  Card,
  Checkbox,
  Empty,
  Flex,
  Form,
  Input,
  List,
  Modal,
  Popconfirm,
  Radio,
  Skeleton,
  Space,
  Switch,
  Tag,
  Typography,
} from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useAreasQuery, useDeleteAreaMutation, useUpdateAreaMutation, type Area } from '../api/areasApi';
import { errorDetail } from '../api/watchesApi';
import { APPLICATION_TYPE_LABELS, DELIVERY_LABELS } from '../lib/labels';
import { translate, useT } from 'shared-auth';
import { SETTINGS_NAMESPACE } from '../../../i18n/catalogue';

const TYPES = Object.keys(APPLICATION_TYPE_LABELS);
const big = { minWidth: 44, minHeight: 44 };

function shapeOf(a: Area): string {
  const g = a.geometry;
  if (g.type === 'circle')
    return translate(SETTINGS_NAMESPACE, 'Circle, {{radius}}', {
      radius: g.radius_m >= 1000 ? `${(g.radius_m / 1000).toFixed(1)} km` : `${Math.round(g.radius_m)} m`,
    });
  return translate(SETTINGS_NAMESPACE, 'Polygon, {{count}} corners', { count: g.coordinates.length });
}

interface EditValues {
  name: string;
  types: string[];
  delivery: 'immediate' | 'digest' | 'none';
}

function EditAreaModal({ area, onClose }: { area: Area; onClose: () => void }) {
  const t = useT(SETTINGS_NAMESPACE);
  const [form] = Form.useForm<EditValues>();
  const [update, { isLoading }] = useUpdateAreaMutation();
  const [problem, setProblem] = useState<string | null>(null);
  const save = async () => {
    const v = await form.validateFields();
    try {
      await update({
        id: area.id,
        body: { name: v.name.trim(), application_types: v.types as never, delivery: v.delivery },
      }).unwrap();
      onClose();
    } catch (error) {
      setProblem(errorDetail(error, t('Could not change the area')));
    }
  };
  return (
    <Modal
      open
      title={t('Edit “{{name}}”', { name: area.name })}
      okText={t('Save')}
      onOk={() => void save()}
      onCancel={onClose}
      confirmLoading={isLoading}
    >
      <Form<EditValues>
        form={form}
        layout="vertical"
        initialValues={{ name: area.name, types: area.application_types, delivery: area.delivery }}
      >
        <Form.Item
          name="name"
          label={t('Name')}
          rules={[
            { required: true, whitespace: true, message: t('Give the area a name.') },
            { max: 100, message: t('At most 100 characters.') },
          ]}
        >
          <Input maxLength={100} />
        </Form.Item>
        <Form.Item
          name="types"
          label={t('Application types')}
          rules={[{ required: true, type: 'array', min: 1, message: t('Choose at least one application type.') }]}
        >
          <Checkbox.Group
            style={{ display: 'grid', gap: 4 }}
            options={TYPES.map((type) => ({ value: type, label: APPLICATION_TYPE_LABELS[type]! }))}
          />
        </Form.Item>
        <Form.Item name="delivery" label={t('Delivery')}>
          <Radio.Group options={Object.entries(DELIVERY_LABELS).map(([value, label]) => ({ value, label }))} />
        </Form.Item>
        {problem && <Alert type="error" showIcon message={problem} />}
      </Form>
    </Modal>
  );
}

/** Settings > Watch lists, Areas: the areas drawn on the map; rename, types, delivery, pause, delete, show on map. */
export function AreasCard() {
  const { message } = App.useApp();
  const t = useT(SETTINGS_NAMESPACE);
  const navigate = useNavigate();
  const { data: areas = [], isLoading, isError, refetch } = useAreasQuery();
  const [update] = useUpdateAreaMutation();
  const [remove] = useDeleteAreaMutation();
  const [editing, setEditing] = useState<Area | null>(null);

  const togglePaused = async (a: Area, paused: boolean) => {
    try {
      await update({ id: a.id, body: { paused } }).unwrap();
      message.success(paused ? t('Paused “{{name}}”', { name: a.name }) : t('Resumed “{{name}}”', { name: a.name }));
    } catch (error) {
      message.error(errorDetail(error, t('Could not change the area')));
    }
  };
  const del = async (a: Area) => {
    try {
      await remove(a.id).unwrap();
      message.success(t('Deleted “{{name}}”', { name: a.name }));
    } catch (error) {
      message.error(errorDetail(error, t('Could not delete the area')));
    }
  };

  return (
    <Card
      data-testid="areas"
      title={t('Areas')}
      style={{ marginTop: 16 }}
      extra={
        <Button icon={<EnvironmentOutlined />} style={{ minHeight: 44 }} onClick={() => navigate('/map')}>
          {t('Draw on the map')}
        </Button>
      }
    >
      <Typography.Paragraph type="secondary">
        {t(
          'An area follows the development applications filed inside it: each new one of the types you chose is an alert of type Watch. Draw areas on the map.',
        )}
      </Typography.Paragraph>
      {isError && (
        <Alert
          type="error"
          showIcon
          message={t('Could not load your areas.')}
          action={<Button onClick={() => void refetch()}>{t('Retry')}</Button>}
        />
      )}
      {isLoading ? (
        <Skeleton active paragraph={{ rows: 2 }} />
      ) : areas.length === 0 && !isError ? (
        <Empty description={t('No areas yet')} />
      ) : (
        <List<Area>
          dataSource={areas}
          renderItem={(a) => (
            <List.Item key={a.id} data-testid="area-row">
              <Flex wrap gap={8} justify="space-between" align="center" style={{ width: '100%' }}>
                <Space direction="vertical" size={2} style={{ minWidth: 0, flex: '1 1 220px' }}>
                  <Space size={6} wrap>
                    <Typography.Text strong>{a.name}</Typography.Text>
                    {a.company_wide ? <Tag color="blue">{t('Company')}</Tag> : <Tag>{t('Personal')}</Tag>}
                    {a.paused && <Tag color="orange">{t('Paused')}</Tag>}
                  </Space>
                  <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                    {shapeOf(a)} ·{' '}
                    {a.all_types
                      ? t('All application types')
                      : a.application_types.map((type) => APPLICATION_TYPE_LABELS[type] ?? type).join(', ')}{' '}
                    · {DELIVERY_LABELS[a.delivery] ?? a.delivery} ·{' '}
                    {a.match_count === 1
                      ? t('{{count}} alert', { count: a.match_count })
                      : t('{{count}} alerts', { count: a.match_count })}
                  </Typography.Text>
                </Space>
                <Flex gap={4} align="center" wrap>
                  <Button style={big} onClick={() => navigate(`/map?areaId=${encodeURIComponent(a.id)}`)}>
                    {t('Show on map')}
                  </Button>
                  {a.can_edit && (
                    <>
                      <Switch
                        checked={!a.paused}
                        aria-label={
                          a.paused ? t('Resume {{name}}', { name: a.name }) : t('Pause {{name}}', { name: a.name })
                        }
                        onChange={(on) => void togglePaused(a, !on)}
                      />
                      <Button
                        style={big}
                        icon={<EditOutlined />}
                        aria-label={t('Edit {{name}}', { name: a.name })}
                        onClick={() => setEditing(a)}
                      />
                      <Popconfirm
                        title={t('Delete “{{name}}”?', { name: a.name })}
                        description={t('Its alerts are deleted too.')}
                        okText={t('Delete')}
                        okButtonProps={{ danger: true }}
                        onConfirm={() => del(a)}
                      >
                        <Button
                          style={big}
                          danger
                          icon={<DeleteOutlined />}
                          aria-label={t('Delete {{name}}', { name: a.name })}
                        />
                      </Popconfirm>
                    </>
                  )}
                </Flex>
              </Flex>
            </List.Item>
          )}
        />
      )}
      {editing && <EditAreaModal area={editing} onClose={() => setEditing(null)} />}
    </Card>
  );
}
