// Released Keras model (architecture JSON + HDF5 weights, as in CRISPR-Net's
// code/scoring_models/) → the weights JSON of MODEL.md §7, so an operator can install a
// model from the author's files without Python.
import { createHash } from 'node:crypto'
import { mkdir, readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'
import h5wasm, { type File as H5File } from 'h5wasm/node'
import { z } from '#common/zod.ts'
import { LICENSE_FILE, WEIGHTS_FILE } from './model-files.ts'
import {
  ModelFormatError,
  WEIGHTS_FORMAT,
  weightsFromDocument,
  type WeightsDocument,
  type WeightsLayer,
  type WeightsTensor,
} from './weights.ts'

const KerasLayerSchema = z.object({
  name: z.string(),
  class_name: z.string(),
  config: z.record(z.string(), z.unknown()),
  inbound_nodes: z.array(z.array(z.tuple([z.string()]).rest(z.unknown()))),
})

const KerasModelSchema = z.object({
  class_name: z.literal('Model'),
  keras_version: z.string(),
  backend: z.string(),
  config: z.object({
    layers: z.array(KerasLayerSchema),
    input_layers: z.array(z.tuple([z.string()]).rest(z.unknown())),
    output_layers: z.array(z.tuple([z.string()]).rest(z.unknown())),
  }),
})

// The configuration that determines inference, per layer class. Initialisers,
// regularisers, constraints and `trainable` only matter for training and are dropped.
const INFERENCE_CONFIG: Readonly<Record<string, readonly string[]>> = {
  InputLayer: ['batch_input_shape', 'dtype'],
  Conv2D: ['filters', 'kernel_size', 'strides', 'padding', 'data_format', 'dilation_rate', 'activation', 'use_bias'],
  Activation: ['activation'],
  Concatenate: ['axis'],
  Reshape: ['target_shape'],
  Bidirectional: ['merge_mode'],
  Flatten: ['data_format'],
  Dense: ['activation', 'use_bias', 'units'],
  Dropout: ['rate'],
}
const LSTM_CONFIG = [
  'name',
  'units',
  'activation',
  'recurrent_activation',
  'use_bias',
  'unit_forget_bias',
  'return_sequences',
  'return_state',
  'go_backwards',
  'stateful',
  'unroll',
  'implementation',
  'dropout',
  'recurrent_dropout',
]

const pick = (config: Record<string, unknown>, keys: readonly string[]) =>
  Object.fromEntries(keys.filter((key) => key in config).map((key) => [key, config[key]]))

const WrappedLayerSchema = z.object({ class_name: z.string(), config: z.record(z.string(), z.unknown()) })

function inferenceConfig(layer: z.infer<typeof KerasLayerSchema>): Record<string, unknown> {
  const keys = INFERENCE_CONFIG[layer.class_name]
  if (!keys) throw new ModelFormatError(`layer ${layer.name}: unsupported layer class ${layer.class_name}`)
  const config = pick(layer.config, keys)
  if (layer.class_name === 'Bidirectional') {
    const wrapped = WrappedLayerSchema.parse(layer.config.layer)
    config.layer = { class: wrapped.class_name, config: pick(wrapped.config, LSTM_CONFIG) }
  }
  return config
}

/** The shortest decimal (≤ 9 significant digits) that parses back to the same float32. */
export function shortestFloat32(value: number): number {
  for (let digits = 1; digits < 9; digits++) {
    const candidate = Number(value.toPrecision(digits))
    if (Math.fround(candidate) === value) return candidate
  }
  return Number(value.toPrecision(9))
}

// Keras stores 'conv2d_1/kernel:0' and 'bidirectional_1/forward_LSTM_out/kernel:0';
// MODEL.md §7 names them 'kernel' and 'forward_kernel'.
function tensorName(h5Name: string): string {
  const parts = h5Name.replace(/:\d+$/, '').split('/')
  const last = parts.at(-1) ?? h5Name
  const direction = /^(forward|backward)_/.exec(parts.at(-2) ?? '')?.[1]
  return direction ? `${direction}_${last}` : last
}

const asStrings = (value: unknown): string[] =>
  Array.isArray(value) ? value.map(String) : typeof value === 'string' ? [value] : []

function readTensors(file: H5File, root: string, layerName: string): WeightsTensor[] {
  const group = file.get(`${root}${layerName}`)
  if (!(group instanceof h5wasm.Group)) throw new ModelFormatError(`weights file has no group ${layerName}`)
  return asStrings(group.attrs.weight_names?.value).map((h5Name) => {
    const dataset = file.get(`${root}${layerName}/${h5Name}`)
    if (!(dataset instanceof h5wasm.Dataset))
      throw new ModelFormatError(`weights file has no dataset ${layerName}/${h5Name}`)
    const values = dataset.value
    if (!(values instanceof Float32Array)) throw new ModelFormatError(`${layerName}/${h5Name} is not float32`)
    return {
      name: tensorName(h5Name),
      h5_name: h5Name,
      shape: dataset.shape ?? [],
      data: Array.from(values, shortestFloat32),
    }
  })
}

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex')

export interface ConvertResult {
  document: WeightsDocument
  weightsFile: string
  /** The copied MIT notice, or null when none was found next to the structure file. */
  licenseFile: string | null
}

/** Builds the MODEL.md §7 document from the two released files. */
export async function convertKerasModel(structurePath: string, weightsPath: string): Promise<WeightsDocument> {
  const structureBytes = await readFile(structurePath)
  const structure = KerasModelSchema.safeParse(JSON.parse(structureBytes.toString('utf8')))
  if (!structure.success) throw new ModelFormatError(`${structurePath}: not a Keras functional model JSON`)
  const model = structure.data

  const weightsBytes = await readFile(weightsPath)
  await h5wasm.ready
  // The Node build of h5wasm reads the host file system directly.
  const file = new h5wasm.File(weightsPath, 'r')
  try {
    // model.save() nests the weights under model_weights; save_weights() does not.
    const root = file.keys().includes('model_weights') ? 'model_weights/' : ''
    const layers = model.config.layers.map((layer): WeightsLayer => {
      const tensors = readTensors(file, root, layer.name)
      return {
        name: layer.name,
        class: layer.class_name,
        config: inferenceConfig(layer),
        inbound: (layer.inbound_nodes[0] ?? []).map((node) => node[0]),
        ...(tensors.length > 0 ? { h5_group: layer.name } : {}),
        weights: tensors,
      }
    })
    const modelName = path.basename(structurePath).replace(/_structure\.json$|\.json$/, '')
    return {
      format: WEIGHTS_FORMAT,
      description: `Keras model ${modelName} converted to plain JSON by scripts/crispr-net-convert.ts. Layers are in model order; weight arrays are flat, row-major (C order) over 'shape'.`,
      source: {
        model_name: modelName,
        structure_path: path.basename(structurePath),
        weights_path: path.basename(weightsPath),
        structure_sha256: sha256(structureBytes),
        weights_sha256: sha256(weightsBytes),
      },
      keras_version: model.keras_version,
      backend: model.backend,
      input_layers: model.config.input_layers.map((entry) => entry[0]),
      output_layers: model.config.output_layers.map((entry) => entry[0]),
      total_params: layers.reduce(
        (sum, layer) => sum + (layer.weights ?? []).reduce((n, t) => n + t.data.length, 0),
        0,
      ),
      dtype: 'float32',
      layers,
    }
  } finally {
    file.close()
  }
}

/**
 * Converts and writes `crispr-net-weights.json` into outDir, after checking that the
 * scorer accepts it. Copies the model's LICENSE (MIT: it must travel with the weights)
 * when the release has one next to the structure file.
 */
export async function writeConvertedModel(
  structurePath: string,
  weightsPath: string,
  outDir: string,
): Promise<ConvertResult> {
  const document = await convertKerasModel(structurePath, weightsPath)
  const weightsFile = path.join(outDir, WEIGHTS_FILE)
  weightsFromDocument(document, weightsFile)
  await mkdir(outDir, { recursive: true })
  await writeFile(weightsFile, JSON.stringify(document))
  const licenseFile = await copyLicense(path.dirname(structurePath), outDir)
  return { document, weightsFile, licenseFile }
}

// Read and write rather than copyFile: release files are often read-only, and a copied
// read-only mode would make the next conversion into the same directory fail.
async function copyLicense(fromDir: string, outDir: string): Promise<string | null> {
  const target = path.join(outDir, LICENSE_FILE)
  for (const name of [LICENSE_FILE, 'LICENSE']) {
    try {
      await writeFile(target, await readFile(path.join(fromDir, name)))
      return target
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error
    }
  }
  return null
}
