import { Skeleton, type SkeletonProps } from '@mantine/core';

/** `count` alike skeletons in a row or column of a loading look (list rows, cards, chips). */
export function Skeletons({ count, ...props }: { count: number } & SkeletonProps) {
  return Array.from({ length: count }, (_, i) => <Skeleton key={String(i)} {...props} />);
}
