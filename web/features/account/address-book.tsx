// /addressManagement (spec §2, §8): the table of delivery addresses, a modal to add or
// edit, delete with confirmation and 'set as default'. The default address is edited on
// /account and can be neither edited nor deleted here (the server refuses it too).
import { PlusOutlined } from '@ant-design/icons'
import { App, Button, Grid, Popconfirm, Space, Table, Tag, Tooltip } from 'antd'
import type { ColumnsType } from 'antd/es/table'
import { useCallback, useEffect, useState } from 'react'
import type { Address, AddressInput } from '#common/schemas/address.ts'
import { COUNTRY_LABEL } from '#common/schemas/account-fields.ts'
import { useKeyboardScrollableTable } from '#web/components/content/keyboard-scrollable.ts'
import { regionText } from '#web/features/region/region-fields.tsx'
import { SiteAntdProvider } from '#web/lib/antd.tsx'
import { pageText, useText } from '#web/lib/page-lang.ts'
import { createAddress, deleteAddress, fetchAddresses, updateAddress } from './account-api.ts'
import { AddressModal } from './address-modal.tsx'

const DEFAULT_LOCKED = '默认地址请在账户信息中修改'

export default function AddressBook() {
  return (
    <SiteAntdProvider>
      <AddressTable />
    </SiteAntdProvider>
  )
}

function AddressTable() {
  const t = useText()
  const { message } = App.useApp()
  const [rows, setRows] = useState<Address[]>()
  const [modal, setModal] = useState<{ open: boolean; editing?: Address }>({ open: false })
  const [saving, setSaving] = useState(false)
  // On a phone the first column stays fixed and the rest scrolls (DESIGN 'Mobile'); from
  // tablets up the actions stay in view too.
  const { md } = Grid.useBreakpoint()
  // The table scrolls sideways on a phone, also while it loads and holds no buttons yet.
  const tableRef = useKeyboardScrollableTable<HTMLDivElement>(t('收货地址'))

  const reload = useCallback(
    () =>
      fetchAddresses().then(
        (list) => setRows(list.data),
        (error: unknown) => {
          setRows([])
          message.error((error as Error).message)
        },
      ),
    [message],
  )

  useEffect(() => {
    void reload()
  }, [reload])

  const save = async (values: AddressInput) => {
    setSaving(true)
    try {
      const editing = modal.editing
      const saved = editing
        ? await updateAddress({ ...values, id: editing.id, uid: editing.uid })
        : await createAddress(values)
      message.success(saved.message)
    } catch (error) {
      // Spec §8: a failed save closes the modal and shows the error.
      message.error((error as Error).message)
    } finally {
      setSaving(false)
      setModal({ open: false })
      await reload()
    }
  }

  const makeDefault = async (row: Address) => {
    try {
      await updateAddress({ ...row, is_default: 1 })
      message.success(pageText('已设为默认地址'))
    } catch (error) {
      message.error((error as Error).message)
    }
    await reload()
  }

  const remove = async (row: Address) => {
    try {
      message.success((await deleteAddress(row.id)).message)
    } catch (error) {
      message.error((error as Error).message)
    }
    await reload()
  }

  const columns: ColumnsType<Address> = [
    {
      title: t('联系人'),
      dataIndex: 'name',
      fixed: 'left',
      width: 110,
      render: (name: string, row) => (
        <Space size={4} wrap>
          <span>{name}</span>
          {row.is_default === 1 && <Tag color="blue">{t('默认')}</Tag>}
        </Space>
      ),
    },
    { title: t('单位'), dataIndex: 'company', width: 150 },
    { title: t('国家'), dataIndex: 'country', width: 60, render: (country: number) => t(COUNTRY_LABEL[country] ?? '') },
    { title: t('详细地址'), dataIndex: 'address' },
    {
      title: t('城市'),
      key: 'city',
      width: 100,
      render: (_value, row) => regionText(row.province_name, row.city_name),
    },
    { title: t('邮编'), dataIndex: 'zip', width: 80 },
    {
      title: t('电话'),
      key: 'tel',
      width: 140,
      render: (_value, row) => (row.tel2 ? t(`${row.tel} 转 ${row.tel2}`) : row.tel),
    },
    {
      title: t('操作'),
      key: 'actions',
      fixed: md ? 'right' : undefined,
      width: 180,
      render: (_value, row) =>
        row.is_default === 1 ? (
          <Tooltip title={t(DEFAULT_LOCKED)}>
            <Space size={0}>
              <Button type="link" size="small" disabled>
                {t('编辑')}
              </Button>
              <Button type="link" size="small" disabled>
                {t('删除')}
              </Button>
            </Space>
          </Tooltip>
        ) : (
          <Space size={0} wrap>
            <Button type="link" size="small" onClick={() => setModal({ open: true, editing: row })}>
              {t('编辑')}
            </Button>
            <Popconfirm
              title={t('删除')}
              description={t('你确定要删除当前地址么？')}
              okText={t('确认')}
              cancelText={t('取消')}
              onConfirm={() => remove(row)}
            >
              <Button type="link" size="small" danger>
                {t('删除')}
              </Button>
            </Popconfirm>
            <Button type="link" size="small" onClick={() => void makeDefault(row)}>
              {t('设为默认')}
            </Button>
          </Space>
        ),
    },
  ]

  return (
    <>
      <div className="customer-toolbar">
        <p className="customer-toolbar__hint">
          {t('保存常用的收货地址，下单时直接选择。默认地址请在“账户信息”中修改。')}
        </p>
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setModal({ open: true })}>
          {t('新增地址')}
        </Button>
      </div>
      <div ref={tableRef}>
        <Table<Address>
          rowKey="id"
          columns={columns}
          dataSource={rows ?? []}
          loading={rows === undefined}
          pagination={false}
          scroll={{ x: 920 }}
          size="middle"
          locale={{ emptyText: t('暂无收货地址') }}
        />
      </div>
      <AddressModal
        open={modal.open}
        editing={modal.editing}
        saving={saving}
        onSave={(values) => void save(values)}
        onCancel={() => setModal({ open: false })}
      />
    </>
  )
}
