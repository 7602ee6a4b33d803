// The weights file of MODEL.md §7 and its translation into the flat typed arrays the
// forward pass reads. The forward pass is written for one graph (MODEL.md §5), so a file
// describing any other graph is refused here instead of being scored wrongly.
import { z } from '#common/zod.ts'

export const WEIGHTS_FORMAT = 'crispr-net-weights/1'

export const FILTERS = 10
export const CONV_WIDTHS = [1, 2, 3, 5] as const
/** 7 input channels + 4 branches × 10 filters: the LSTM input width. */
export const FEATURES = 47
export const UNITS = 15
export const GATES = 4 * UNITS
export const DENSE1_UNITS = 80
export const DENSE2_UNITS = 20

const TensorSchema = z
  .object({
    name: z.string(),
    h5_name: z.string(),
    shape: z.array(z.number().int().nonnegative()),
    data: z.array(z.number()),
  })
  .refine((tensor) => tensor.data.length === tensor.shape.reduce((a, b) => a * b, 1), {
    message: 'data length does not match shape',
  })

const LayerSchema = z.object({
  name: z.string(),
  class: z.string(),
  config: z.record(z.string(), z.unknown()),
  inbound: z.array(z.string()),
  h5_group: z.string().optional(),
  weights: z.array(TensorSchema).optional(),
})

const WeightsDocumentSchema = z.object({
  format: z.literal(WEIGHTS_FORMAT),
  description: z.string().optional(),
  source: z.record(z.string(), z.string()),
  keras_version: z.string(),
  backend: z.string(),
  input_layers: z.array(z.string()),
  output_layers: z.array(z.string()),
  total_params: z.number().int(),
  dtype: z.literal('float32'),
  layers: z.array(LayerSchema),
})

export type WeightsDocument = z.infer<typeof WeightsDocumentSchema>
export type WeightsLayer = z.infer<typeof LayerSchema>
export type WeightsTensor = z.infer<typeof TensorSchema>

export interface ConvBranch {
  width: number
  /** TensorFlow 'same' padding: floor((width − 1) / 2) on the left, the rest on the right. */
  padLeft: number
  /** K[j][ci][co] at (j * 7 + ci) * 10 + co. */
  kernel: Float64Array
  bias: Float64Array
}

export interface LstmWeights {
  /** K[i][g] at i * 60 + g, gates packed i, f, c, o. */
  kernel: Float64Array
  /** U[k][g] at k * 60 + g. */
  recurrent: Float64Array
  bias: Float64Array
}

export interface DenseWeights {
  inputs: number
  units: number
  /** K[i][o] at i * units + o. */
  kernel: Float64Array
  bias: Float64Array
}

export interface CrisprNetWeights {
  convs: ConvBranch[]
  forward: LstmWeights
  backward: LstmWeights
  dense1: DenseWeights
  dense2: DenseWeights
  output: DenseWeights
}

export class ModelFormatError extends Error {
  override name = 'ModelFormatError'
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b)

class GraphReader {
  private readonly byName: Map<string, WeightsLayer>

  constructor(
    doc: WeightsDocument,
    private readonly source: string,
  ) {
    this.byName = new Map(doc.layers.map((layer) => [layer.name, layer]))
  }

  fail(message: string): never {
    throw new ModelFormatError(`${this.source}: ${message} (expected the CRISPR-Net v2 graph of MODEL.md §5)`)
  }

  layer(name: string, cls: string, inbound: string[], config: Record<string, unknown>): WeightsLayer {
    const layer = this.byName.get(name)
    if (!layer) return this.fail(`layer ${name} is missing`)
    if (layer.class !== cls) this.fail(`layer ${name} is ${layer.class}, not ${cls}`)
    if (!same(layer.inbound, inbound)) this.fail(`layer ${name} has inputs ${layer.inbound.join(', ')}`)
    this.expectConfig(name, layer.config, config)
    return layer
  }

  expectConfig(name: string, actual: Record<string, unknown>, expected: Record<string, unknown>): void {
    for (const [key, value] of Object.entries(expected)) {
      if (!same(actual[key], value)) this.fail(`layer ${name} has ${key} = ${JSON.stringify(actual[key])}`)
    }
  }

  // Math.fround: the file holds float32 values; rounding guards against a writer that
  // printed them with too many digits, so the arithmetic uses exactly Keras' weights.
  tensor(layer: WeightsLayer, name: string, shape: number[]): Float64Array {
    const tensor = layer.weights?.find((candidate) => candidate.name === name)
    if (!tensor) return this.fail(`layer ${layer.name} has no weight ${name}`)
    if (!same(tensor.shape, shape)) this.fail(`${layer.name}/${name} has shape [${tensor.shape.join(', ')}]`)
    return Float64Array.from(tensor.data, Math.fround)
  }

  dense(name: string, inbound: string, inputs: number, units: number, activation: string): DenseWeights {
    const layer = this.layer(name, 'Dense', [inbound], { units, activation, use_bias: true })
    return {
      inputs,
      units,
      kernel: this.tensor(layer, 'kernel', [inputs, units]),
      bias: this.tensor(layer, 'bias', [units]),
    }
  }

  lstm(layer: WeightsLayer, direction: 'forward' | 'backward'): LstmWeights {
    return {
      kernel: this.tensor(layer, `${direction}_kernel`, [FEATURES, GATES]),
      recurrent: this.tensor(layer, `${direction}_recurrent_kernel`, [UNITS, GATES]),
      bias: this.tensor(layer, `${direction}_bias`, [GATES]),
    }
  }
}

/** Validates a parsed weights file against MODEL.md §5–7; `source` names it in errors. */
export function weightsFromDocument(json: unknown, source: string): CrisprNetWeights {
  const parsed = WeightsDocumentSchema.safeParse(json)
  if (!parsed.success) {
    const first = parsed.error.issues[0]
    throw new ModelFormatError(`${source}: not a ${WEIGHTS_FORMAT} file (${first?.path.join('.')}: ${first?.message})`)
  }
  const doc = parsed.data
  const graph: GraphReader = new GraphReader(doc, source)
  graph.layer('main_input', 'InputLayer', [], { batch_input_shape: [null, 1, 24, 7] })

  const convs = CONV_WIDTHS.map((width, index): ConvBranch => {
    const name = `conv2d_${index + 1}`
    const conv = graph.layer(name, 'Conv2D', ['main_input'], {
      filters: FILTERS,
      kernel_size: [1, width],
      strides: [1, 1],
      padding: 'same',
      dilation_rate: [1, 1],
      activation: 'linear',
      use_bias: true,
    })
    graph.layer(`activation_${index + 1}`, 'Activation', [name], { activation: 'relu' })
    return {
      width,
      padLeft: Math.floor((width - 1) / 2),
      kernel: graph.tensor(conv, 'kernel', [1, width, 7, FILTERS]),
      bias: graph.tensor(conv, 'bias', [FILTERS]),
    }
  })
  graph.layer(
    'concatenate_1',
    'Concatenate',
    ['main_input', 'activation_1', 'activation_2', 'activation_3', 'activation_4'],
    {
      axis: -1,
    },
  )
  graph.layer('reshape_1', 'Reshape', ['concatenate_1'], { target_shape: [24, FEATURES] })
  const bidirectional = graph.layer('bidirectional_1', 'Bidirectional', ['reshape_1'], { merge_mode: 'concat' })
  const cell = z
    .object({ class: z.literal('LSTM'), config: z.record(z.string(), z.unknown()) })
    .safeParse(bidirectional.config.layer)
  if (!cell.success) graph.fail('bidirectional_1 does not wrap an LSTM')
  graph.expectConfig('bidirectional_1', cell.data.config, {
    units: UNITS,
    activation: 'tanh',
    recurrent_activation: 'hard_sigmoid',
    use_bias: true,
    return_sequences: true,
    go_backwards: false,
  })
  graph.layer('flatten_1', 'Flatten', ['bidirectional_1'], {})
  const weights: CrisprNetWeights = {
    convs,
    forward: graph.lstm(bidirectional, 'forward'),
    backward: graph.lstm(bidirectional, 'backward'),
    dense1: graph.dense('dense_1', 'flatten_1', 24 * 2 * UNITS, DENSE1_UNITS, 'relu'),
    dense2: graph.dense('dense_2', 'dense_1', DENSE1_UNITS, DENSE2_UNITS, 'relu'),
    // Dropout is the identity at inference.
    output: graph.dense('main_output', 'dropout_1', DENSE2_UNITS, 1, 'sigmoid'),
  }
  graph.layer('dropout_1', 'Dropout', ['dense_2'], {})

  const stored = doc.layers.reduce(
    (sum, layer) => sum + (layer.weights ?? []).reduce((n, t) => n + t.data.length, 0),
    0,
  )
  if (stored !== doc.total_params)
    graph.fail(`total_params is ${doc.total_params} but the file holds ${stored} numbers`)
  return weights
}
