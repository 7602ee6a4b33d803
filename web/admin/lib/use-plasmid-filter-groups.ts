import { useCallback, useEffect, useMemo, useState } from 'react'
import type { PlasmidFilterGroup } from '#common/schemas/admin-plasmid-filters.ts'
import { filterOptionsOf } from '#common/schemas/admin-plasmid.ts'
import { adminApi } from './admin-api.ts'

/**
 * The seven filters with their stored values (and how many entries use each), read again
 * by `reload` after a change; `options` is what an entry may choose from.
 */
export function usePlasmidFilterGroups() {
  const [groups, setGroups] = useState<PlasmidFilterGroup[]>()
  const [error, setError] = useState<string>()
  const reload = useCallback(
    () =>
      adminApi
        .get<PlasmidFilterGroup[]>('/plasmid-filter-values')
        .then(setGroups)
        .catch((failure: Error) => setError(failure.message)),
    [],
  )
  useEffect(() => {
    void reload()
  }, [reload])
  const options = useMemo(() => filterOptionsOf((groups ?? []).flatMap((group) => group.values)), [groups])
  return { groups, options, error, reload }
}
