// The sections of the cell line order form (spec §3 'Cell line order', §4 'Cell order form
// behaviour', §5 'Cell order form'): what each answer shows, with the shared schema's rules.
import { Card, Form, Input, InputNumber, Radio, Select } from 'antd'
import {
  ANSWER,
  ANSWER_OPTIONS,
  CELL_SERVICE_TYPE,
  CELL_SERVICE_TYPE_OPTIONS,
  COPY_TYPE,
  COPY_TYPE_OPTIONS,
  DELIVERABLE_OPTIONS,
  GENE_INFO,
  GENE_INFO_OPTIONS,
  GROWTH_OPTIONS,
  HOST_PROVIDER_OPTIONS,
  PRIMARY_CELL,
  PRIMARY_CELL_OPTIONS,
} from '#common/schemas/orders/options.ts'
import { CELL_LABEL as LABEL, YES_NO_OPTIONS } from './field-labels.ts'
import { ProofUpload } from './proof-upload.tsx'
import type { FieldRules } from './sample-fields.tsx'
import { optionsIn, useText } from '#web/lib/page-lang.ts'

const useWatched = (name: string) => Form.useWatch(name, Form.useFormInstance()) as number | undefined

export function ServiceCard({ rules }: { rules: FieldRules }) {
  const t = useText()
  const type = useWatched('leixing')
  const atSite = useWatched('is_dingdian')
  const design = useWatched('is_rna')
  const geneInfo = useWatched('jiyin')
  return (
    <Card className="customer-card" title={t('服务信息')}>
      <div className="form-grid">
        <Form.Item name="leixing" label={t(LABEL.leixing)} required rules={rules('leixing')}>
          <Select options={optionsIn(CELL_SERVICE_TYPE_OPTIONS, t)} />
        </Form.Item>
        <Form.Item name="name" label={t(LABEL.name)} required rules={rules('name')}>
          <Input maxLength={200} placeholder={t('如 TP53 / NM_000546 / rs28934578')} />
        </Form.Item>
      </div>
      {type === CELL_SERVICE_TYPE.KNOCK_IN && (
        <>
          <Form.Item name="is_dingdian" label={t(LABEL.is_dingdian)} rules={rules('is_dingdian')}>
            <Radio.Group options={optionsIn(YES_NO_OPTIONS, t)} />
          </Form.Item>
          {atSite === 1 && (
            <Form.Item name="dingdian_info" label={t(LABEL.dingdian_info)} required rules={rules('dingdian_info')}>
              <Input.TextArea className="sequence" rows={3} maxLength={2000} />
            </Form.Item>
          )}
        </>
      )}
      <Form.Item name="is_rna" label={t(LABEL.is_rna)} rules={rules('is_rna')}>
        <Radio.Group
          options={[
            { value: 1, label: t('需要') },
            { value: 0, label: t('不需要（自带序列）') },
          ]}
        />
      </Form.Item>
      {design === 1 ? (
        <div className="form-grid">
          <Form.Item name="jiyin" label={t(LABEL.jiyin)} required rules={rules('jiyin')}>
            <Select options={optionsIn(GENE_INFO_OPTIONS, t)} />
          </Form.Item>
          {geneInfo === GENE_INFO.OTHER && (
            <Form.Item name="jiyin_other" label={t(LABEL.jiyin_other)} required rules={rules('jiyin_other')}>
              <Input maxLength={200} />
            </Form.Item>
          )}
        </div>
      ) : (
        <Form.Item name="jiyin_xulie" label={t(LABEL.jiyin_xulie)} required rules={rules('jiyin_xulie')}>
          <Input.TextArea className="sequence" rows={3} maxLength={2000} />
        </Form.Item>
      )}
    </Card>
  )
}

export function HostCellCard({ rules }: { rules: FieldRules }) {
  const t = useText()
  const primary = useWatched('is_yuandai')
  const copies = useWatched('shuzhu_jiyinshu')
  return (
    <Card className="customer-card" title={t('宿主细胞')}>
      <div className="form-grid">
        <Form.Item name="shuzhu" label={t(LABEL.shuzhu)} required rules={rules('shuzhu')}>
          <Input maxLength={200} placeholder={t('如 HEK293T')} />
        </Form.Item>
        <Form.Item name="beixuan" label={t(LABEL.beixuan)} required rules={rules('beixuan')}>
          <Input maxLength={200} placeholder={t('如 HeLa')} />
        </Form.Item>
        <Form.Item name="is_yuandai" label={t(LABEL.is_yuandai)} required rules={rules('is_yuandai')}>
          <Radio.Group options={optionsIn(PRIMARY_CELL_OPTIONS, t)} />
        </Form.Item>
        <Form.Item name="yuandai_other" label={t(LABEL.yuandai_other)} required rules={rules('yuandai_other')}>
          <Input maxLength={200} disabled={primary !== PRIMARY_CELL.OTHER} />
        </Form.Item>
        <Form.Item name="shuzhu_tigong" label={t(LABEL.shuzhu_tigong)} required rules={rules('shuzhu_tigong')}>
          <Select options={optionsIn(HOST_PROVIDER_OPTIONS, t)} />
        </Form.Item>
        <Form.Item name="shuzhu_jiyinshu" label={t(LABEL.shuzhu_jiyinshu)} required rules={rules('shuzhu_jiyinshu')}>
          <Radio.Group options={optionsIn(COPY_TYPE_OPTIONS, t)} />
        </Form.Item>
        {copies === COPY_TYPE.MULTI && (
          <Form.Item name="shuzhu_copynum" label={t(LABEL.shuzhu_copynum)} required rules={rules('shuzhu_copynum')}>
            <InputNumber className="number-input" min={1} placeholder="10-100" />
          </Form.Item>
        )}
        <Form.Item name="shuzhu_file" label={t(LABEL.shuzhu_file)} rules={rules('shuzhu_file')}>
          <ProofUpload label={t(LABEL.shuzhu_file)} />
        </Form.Item>
      </div>
    </Card>
  )
}

export function CultureCard({ rules }: { rules: FieldRules }) {
  const t = useText()
  const growthProof = useWatched('is_shengzhang')
  const survivalProof = useWatched('is_cunhuo')
  return (
    <Card className="customer-card" title={t('细胞特性与培养')}>
      <div className="form-grid">
        <Form.Item name="texing_type" label={t(LABEL.texing_type)} required rules={rules('texing_type')}>
          <Radio.Group options={optionsIn(GROWTH_OPTIONS, t)} />
        </Form.Item>
        <Form.Item name="peiyangji_main" label={t(LABEL.peiyangji_main)} required rules={rules('peiyangji_main')}>
          <Input maxLength={200} placeholder={t('如 DMEM')} />
        </Form.Item>
        <Form.Item name="peiyangji_other" label={t(LABEL.peiyangji_other)} required rules={rules('peiyangji_other')}>
          <Input maxLength={200} placeholder={t('如 10% FBS + 1% 双抗')} />
        </Form.Item>
        <Form.Item name="chuandai_zhou" label={t(LABEL.chuandai_zhou)} rules={rules('chuandai_zhou')}>
          <InputNumber className="number-input" min={1} />
        </Form.Item>
        <Form.Item name="chuandai_bi" label={t(LABEL.chuandai_bi)} rules={rules('chuandai_bi')}>
          <InputNumber className="number-input" min={0} max={100} placeholder="0-100" />
        </Form.Item>
        <Form.Item name="is_wuxianchuan" label={t(LABEL.is_wuxianchuan)} required rules={rules('is_wuxianchuan')}>
          <Radio.Group options={optionsIn(ANSWER_OPTIONS, t)} />
        </Form.Item>
        <Form.Item name="is_tiyingxiang" label={t(LABEL.is_tiyingxiang)} required rules={rules('is_tiyingxiang')}>
          <Radio.Group options={optionsIn(ANSWER_OPTIONS, t)} />
        </Form.Item>
        <Form.Item name="is_dancunhuo" label={t(LABEL.is_dancunhuo)} required rules={rules('is_dancunhuo')}>
          <Radio.Group options={optionsIn(ANSWER_OPTIONS, t)} />
        </Form.Item>
        <Form.Item name="is_shengzhang" label={t(LABEL.is_shengzhang)} required rules={rules('is_shengzhang')}>
          <Radio.Group options={optionsIn(ANSWER_OPTIONS, t)} />
        </Form.Item>
        {growthProof !== undefined && growthProof !== ANSWER.UNSURE && (
          <Form.Item name="shengzhang_file" label={t(LABEL.shengzhang_file)} rules={rules('shengzhang_file')}>
            <ProofUpload label={t(LABEL.shengzhang_file)} />
          </Form.Item>
        )}
        <Form.Item name="is_cunhuo" label={t(LABEL.is_cunhuo)} required rules={rules('is_cunhuo')}>
          <Radio.Group options={optionsIn(ANSWER_OPTIONS, t)} />
        </Form.Item>
        {survivalProof !== undefined && survivalProof !== ANSWER.UNSURE && (
          <Form.Item name="cunhuo_file" label={t(LABEL.cunhuo_file)} rules={rules('cunhuo_file')}>
            <ProofUpload label={t(LABEL.cunhuo_file)} />
          </Form.Item>
        )}
      </div>
    </Card>
  )
}

export function SafetyCard({ rules }: { rules: FieldRules }) {
  const t = useText()
  const harmful = useWatched('is_youhai')
  return (
    <Card className="customer-card" title={t('安全与交付')}>
      <div className="form-grid">
        <Form.Item name="is_youhai" label={t(LABEL.is_youhai)} required rules={rules('is_youhai')}>
          <Radio.Group options={optionsIn(YES_NO_OPTIONS, t)} />
        </Form.Item>
        <Form.Item name="jiaofu_type" label={t(LABEL.jiaofu_type)} required rules={rules('jiaofu_type')}>
          <Radio.Group options={optionsIn(DELIVERABLE_OPTIONS, t)} />
        </Form.Item>
      </div>
      {harmful === 1 && (
        <Form.Item name="youhai_info" label={t(LABEL.youhai_info)} required rules={rules('youhai_info')}>
          <Input.TextArea rows={2} maxLength={500} />
        </Form.Item>
      )}
      <Form.Item name="remark" label={t(LABEL.remark)} rules={rules('remark')}>
        <Input.TextArea rows={3} maxLength={500} showCount />
      </Form.Item>
    </Card>
  )
}
