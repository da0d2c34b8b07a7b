// target teams distribute parallel for: upstream's composite shape, with
// the teams' and the loop's clauses, and the reduction on the teams and
// on the loop.
// RUN: strata-cc -fopenmp -emit-mlir=cir %s -o %t.mlir
// RUN: strata-opt %t.mlir | filecheck %s

int main(void) {
  double a[1000], sum = 0;
  for (int i = 0; i < 1000; i++)
    a[i] = i;
  // CHECK: omp.target map_entries(
  // CHECK: omp.teams num_teams( to %{{.*}} : i32) thread_limit(%{{.*}} : i32) reduction(@red.add.f64 %{{.*}} -> %[[TS:.*]] : !cir.ptr<!cir.double>) {
  // CHECK: omp.parallel {
  // CHECK: omp.distribute dist_schedule_static dist_schedule_chunk_size(%{{.*}} : i32) {
  // CHECK: omp.wsloop schedule(static) reduction(@red.add.f64 %[[TS]] -> %{{.*}} : !cir.ptr<!cir.double>) {
  // CHECK: omp.loop_nest (%{{.*}}) : i32 = (%{{.*}}) to (%{{.*}}) step (%{{.*}}) {
#pragma omp target teams distribute parallel for map(tofrom: sum) reduction(+: sum) num_teams(8) thread_limit(128) dist_schedule(static, 16) schedule(static)
  for (int i = 0; i < 1000; i++)
    sum += a[i];
  // Without a map clause, the reduction variable of a combined target
  // construct is mapped tofrom (OpenMP 5.2, 5.8.9), not firstprivate.
  double total = 0;
  // CHECK: omp.map.info var_ptr(%{{.*}} : !cir.ptr<!cir.double>, !cir.double) map_clauses(implicit, tofrom) capture(ByRef) -> !cir.ptr<!cir.double> {name = "total"}
#pragma omp target teams distribute parallel for reduction(+: total)
  for (int i = 0; i < 1000; i++)
    total += a[i];
  return sum > 0 && total == sum ? 0 : 1;
}
