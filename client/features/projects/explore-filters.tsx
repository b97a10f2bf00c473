import { Search, X } from 'lucide-react';
import { dollarsToCents, formatCentsAsWholeUsd } from '@common/money';
import { exploreCategories, projectTypeLabels, projectTypes } from '@common/project-types';
import {
  FUNDING_RANGE,
  parseExploreCategory,
  exploreStatuses,
  parseExploreSort,
  parseExploreStatus,
  parseProjectTypeFilter,
  type ExploreCategory,
  type ExploreFilters as Filters,
  type ExploreSort,
  type ExploreStatus,
} from '@common/rules/explore';
import type { ExplorePage } from '@common/schemas/explore';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { RangeSlider } from '@/components/ui/range-slider';
import { SelectField } from '@/components/ui/select-field';

const categoryLabels: Record<ExploreCategory, string> = {
  all: 'All Categories',
  music: 'Music & Audio',
  indie: 'Indie & Alternative',
  electronic: 'Electronic & EDM',
  country: 'Country & Folk',
  podcasts: 'Podcasts & Audio Shows',
};

const sortLabels: Record<ExploreSort, string> = {
  trending: 'Trending',
  newest: 'Newest',
  funding_goal: 'Funding Goal: High to Low',
  min_investment: 'Min. Investment: Low to High',
};

const statusLabels: Record<ExploreStatus, string> = {
  open: 'Open for investment',
  funded: 'Funded',
  failed: 'Failed',
  all: 'All campaigns (open first)',
};

const statusOptions = exploreStatuses.map((value) => ({ value, label: statusLabels[value] }));
const categoryOptions = exploreCategories.map((value) => ({ value, label: categoryLabels[value] }));
const typeOptions = [{ value: 'all', label: 'All Types' }, ...projectTypes.map((value) => ({ value, label: projectTypeLabels[value] }))];
const sortOptions = (Object.keys(sortLabels) as ExploreSort[]).map((value) => ({ value, label: sortLabels[value] }));

/** A slider value in dollars; "$100,000+" at the top: its maximum means no upper limit. */
const formatGoalBound = (dollars: number) => {
  const text = formatCentsAsWholeUsd(dollarsToCents(dollars));
  return dollars >= FUNDING_RANGE.max ? `${text}+` : text;
};

type Found = NonNullable<ExplorePage['total']>;

/** "1 project found", "24 projects found", or for a large set the server's estimate, "About 83,000 projects found". */
function foundText(found: Found): string {
  const count = found.count.toLocaleString('en-US');
  if (!found.exact) return `About ${count} projects found`;
  return `${count} ${found.count === 1 ? 'project' : 'projects'} found`;
}

interface ExploreFiltersProps {
  filters: Filters;
  onChange: (change: Partial<Filters>) => void;
  onClear: () => void;
  /** How many projects match (exact, or an estimate for large sets); null while the first results load. */
  found: Found | null;
}

export function ExploreFilters({ filters, onChange, onClear, found }: ExploreFiltersProps) {
  return (
    <section aria-label="Filters" className="rounded-2xl border border-border bg-card p-4 sm:p-6">
      <form role="search" noValidate onSubmit={(event) => event.preventDefault()} className="grid gap-4 md:grid-cols-2 lg:grid-cols-5">
        <div className="relative md:col-span-2 lg:col-span-5">
          <Field
            label="Search projects or creators"
            type="search"
            placeholder="Search by project title or creator name"
            value={filters.search}
            onChange={(event) => onChange({ search: event.target.value })}
            className="pl-10"
            autoComplete="off"
          />
          <Search className="pointer-events-none absolute bottom-3.5 left-3 h-4 w-4 text-muted-foreground" aria-hidden />
        </div>
        <SelectField
          label="Category"
          options={categoryOptions}
          value={filters.category}
          onChange={(event) => onChange({ category: parseExploreCategory(event.target.value) })}
        />
        <SelectField
          label="Project type"
          options={typeOptions}
          value={filters.type}
          onChange={(event) => onChange({ type: parseProjectTypeFilter(event.target.value) })}
        />
        <SelectField
          label="Campaign status"
          options={statusOptions}
          value={filters.status}
          onChange={(event) => onChange({ status: parseExploreStatus(event.target.value) })}
        />
        <SelectField
          label="Sort by"
          options={sortOptions}
          value={filters.sort}
          onChange={(event) => onChange({ sort: parseExploreSort(event.target.value) })}
        />
        <div className="md:col-span-2 lg:col-span-1">
          <RangeSlider
            label="Funding goal"
            min={FUNDING_RANGE.min}
            max={FUNDING_RANGE.max}
            step={FUNDING_RANGE.step}
            value={filters.fundingRange}
            onValueChange={(fundingRange) => onChange({ fundingRange })}
            thumbLabels={['Minimum funding goal', 'Maximum funding goal']}
            thumbNames={['minGoal', 'maxGoal']}
            formatValue={formatGoalBound}
          />
        </div>
      </form>
      <div className="mt-5 flex flex-wrap items-center justify-between gap-3 border-t border-border pt-4">
        <p className="text-sm text-muted-foreground" role="status" aria-live="polite">
          {found === null ? 'Loading projects…' : foundText(found)}
        </p>
        <Button variant="ghost" size="sm" onClick={onClear}>
          <X className="h-4 w-4" aria-hidden />
          Clear Filters
        </Button>
      </div>
    </section>
  );
}
