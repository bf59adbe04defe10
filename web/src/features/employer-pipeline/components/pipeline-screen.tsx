/**
 * The pipeline (/employer/pipeline; issue 17): every application to the employer's internships in one dense table,
 * or one internship's, sorted by a column header and filtered by stage, internship and text, 25 a page. Rows are
 * selected with real checkboxes; the bulk bar moves the selected applications to a stage, or rejects them with one
 * message, and says per application what happened. Live: a new application or a withdrawal shows without a reload.
 */
import { useState } from 'react';
import { applicationStages, STAGE_LABELS } from '@stint/shared/applications/applications.constants';
import { pipelineSorts, type PipelineSort } from '@stint/shared/applications/applications.schemas';
import { FilterSelect } from '../../../components/filter-select';
import { ListFilters } from '../../../components/list-screen';
import { LoadingPanel } from '../../../components/loading-panel';
import { Screen } from '../../../components/page-header';
import { Pagination } from '../../../components/pagination';
import { QueryError } from '../../../components/query-state';
import { SearchField } from '../../../components/search-field';
import { oneOf, useListFilters } from '../../../lib/list-filters';
import { usePipeline, usePipelineInternships, type PipelineFilters } from '../api/pipeline';
import { BulkBar } from './bulk-bar';
import { PipelineTable } from './pipeline-table';
import './pipeline.css';

const PATH = '/employer/pipeline';

function filtersFrom(params: URLSearchParams): PipelineFilters {
  return {
    internshipId: params.get('internshipId') || null,
    stage: oneOf(applicationStages, params.get('stage')),
    search: params.get('search')?.trim() ?? '',
    sort: oneOf(pipelineSorts, params.get('sort')),
    order: oneOf(['asc', 'desc'] as const, params.get('order')),
  };
}

export function PipelineScreen() {
  const { filters, page, isFiltered, setFilters, clearFilters, hrefForPage } = useListFilters(PATH, filtersFrom);
  const { data, error, isLoading, mutate } = usePipeline(filters, page);
  const internships = usePipelineInternships();
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());

  const rows = data?.applications ?? [];
  // Only what is on screen can be acted on: a row that left the page (filtered out, moved on) is no longer selected.
  const selectedRows = rows.filter((row) => selected.has(row._id));
  const sort: PipelineSort = (filters.sort as PipelineSort | null) ?? 'appliedDate';
  const order = filters.order === 'asc' ? 'asc' : 'desc';

  return (
    <Screen
      className="pipeline-page"
      page={page}
      back={{ to: '/employer/dashboard', label: 'Back to dashboard' }}
      title="Pipeline"
      intro="Every application to your internships, stage by stage. New applications and withdrawals appear without a reload."
    >
      <ListFilters label="Applications" onClear={isFiltered ? clearFilters : null}>
        <SearchField
          id="pipeline-search"
          label="Search"
          placeholder="Student name, email or internship"
          value={filters.search}
          onSearch={(search) => setFilters({ search })}
        />
        <FilterSelect
          id="pipeline-stage"
          label="Stage"
          value={filters.stage ?? 'all'}
          options={[
            { value: 'all', label: 'All stages' },
            ...applicationStages.map((stage) => ({ value: stage, label: STAGE_LABELS[stage] })),
          ]}
          onChange={(stage) => setFilters({ stage: stage === 'all' ? null : stage })}
        />
        <FilterSelect
          id="pipeline-internship"
          label="Internship"
          value={filters.internshipId ?? 'all'}
          options={[
            { value: 'all', label: 'All internships' },
            ...(internships.data?.internships ?? []).map((internship) => ({
              value: internship._id,
              label: internship.title,
            })),
          ]}
          onChange={(internshipId) => setFilters({ internshipId: internshipId === 'all' ? null : internshipId })}
        />
      </ListFilters>

      <BulkBar selected={selectedRows} onDone={() => setSelected(new Set())} />

      {error && !data ? (
        <QueryError
          title="Failed to fetch applications"
          error={error}
          fallback="The applications could not be loaded."
          onRetry={mutate}
        />
      ) : isLoading && !data ? (
        <LoadingPanel text="Loading applications…" />
      ) : rows.length === 0 ? (
        <div className="card pipeline__empty">
          <p className="pipeline__empty-title">No applications found</p>
          <p>
            {isFiltered
              ? 'No applications match these filters.'
              : 'New applications appear here as soon as students send them; there is no need to reload.'}
          </p>
        </div>
      ) : (
        <PipelineTable
          rows={rows}
          total={data?.pagination.totalItems ?? rows.length}
          sort={sort}
          order={order}
          onSort={(next) =>
            setFilters({
              sort: next,
              // The same column again flips the order; another column starts with its natural one.
              order: next === sort ? (order === 'asc' ? 'desc' : 'asc') : next === 'name' ? 'asc' : 'desc',
            })
          }
          selected={selected}
          onSelect={setSelected}
        />
      )}
      {data ? (
        <Pagination page={page} totalPages={data.pagination.totalPages} hrefFor={hrefForPage} label="Pipeline pages" />
      ) : null}
    </Screen>
  );
}
