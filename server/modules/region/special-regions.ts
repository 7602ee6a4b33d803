// Hong Kong, Macau and Taiwan, which element-china-area-data leaves out but the spec's
// region tree covers (spec §3 'Region tree'). Codes follow GB/T 2260 (81, 82, 71).
import type { RegionNode } from './region-tree.ts'

const leaves = (prefix: number, labels: string[]): RegionNode[] =>
  labels.map((label, index) => ({ value: String(prefix * 100 + index + 1), label }))

export const SPECIAL_REGIONS: RegionNode[] = [
  {
    value: '81',
    label: '香港特别行政区',
    children: [
      {
        value: '8101',
        label: '香港特别行政区',
        children: leaves(8101, [
          '中西区',
          '湾仔区',
          '东区',
          '南区',
          '油尖旺区',
          '深水埗区',
          '九龙城区',
          '黄大仙区',
          '观塘区',
          '荃湾区',
          '屯门区',
          '元朗区',
          '北区',
          '大埔区',
          '西贡区',
          '沙田区',
          '葵青区',
          '离岛区',
        ]),
      },
    ],
  },
  {
    value: '82',
    label: '澳门特别行政区',
    children: [
      {
        value: '8201',
        label: '澳门特别行政区',
        children: leaves(8201, [
          '花地玛堂区',
          '花王堂区',
          '望德堂区',
          '大堂区',
          '风顺堂区',
          '嘉模堂区',
          '路凼填海区',
          '圣方济各堂区',
        ]),
      },
    ],
  },
  {
    value: '71',
    label: '台湾省',
    children: leaves(71, [
      '台北市',
      '新北市',
      '桃园市',
      '台中市',
      '台南市',
      '高雄市',
      '基隆市',
      '新竹市',
      '嘉义市',
      '新竹县',
      '苗栗县',
      '彰化县',
      '南投县',
      '云林县',
      '嘉义县',
      '屏东县',
      '宜兰县',
      '花莲县',
      '台东县',
      '澎湖县',
      '金门县',
      '连江县',
    ]),
  },
]
