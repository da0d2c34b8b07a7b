// Struct members, sections through pointers, defaultmap and firstprivate
// aggregates in map and motion clauses: upstream's struct entry (a parent
// with members(...) and members_index, partial_map when the struct itself
// is not listed), var_ptr_ptr for a section through a pointer member or
// a pointer in memory, and one entry per row of a non-contiguous update.
// strata-opt verifies the module and prints it back unchanged.
// RUN: strata-cc -fopenmp -emit-mlir=cir %s -o %t.mlir
// RUN: strata-opt %t.mlir -o %t.1.mlir && strata-opt %t.1.mlir -o %t.2.mlir && diff %t.1.mlir %t.2.mlir
// RUN: filecheck %s < %t.1.mlir

struct in { double w[8]; int k; };
struct S { int a; int arr[32]; struct in in; double *p; };

void members(struct S s, struct S *ps, int n) {
  // CHECK-LABEL: cir.func @members
  // The entries in the clauses' order, the members in memory order.
  // CHECK: %[[ARR:.*]] = omp.map.info var_ptr(%{{.*}} : !cir.ptr<!cir.array<!cir.int<s, 32> x 32>>, {{.*}}) map_clauses(tofrom) capture(ByRef) bounds(%{{.*}}) -> {{.*}} {name = "s.arr[:]"}
  // CHECK: %[[A:.*]] = omp.map.info var_ptr(%{{.*}} : !cir.ptr<!cir.int<s, 32>>, !cir.int<s, 32>) map_clauses(tofrom) capture(ByRef) -> !cir.ptr<!cir.int<s, 32>> {name = "s.a"}
  // CHECK: %[[K:.*]] = omp.map.info var_ptr(%{{.*}} : !cir.ptr<!cir.int<s, 32>>, !cir.int<s, 32>) map_clauses(to) capture(ByRef) -> !cir.ptr<!cir.int<s, 32>> {name = "s.in.k"}
  // CHECK: %[[SP:.*]] = omp.map.info var_ptr(%{{.*}} : !cir.ptr<!cir.struct<struct "S" {{.*}}>>, {{.*}}) map_clauses(exit_release_or_enter_alloc) capture(ByRef) members(%[[A]], %[[ARR]], %[[K]] : [0], [1], [2, 1] : {{.*}}) -> {{.*}} {name = "s", partial_map}
  // CHECK: omp.target map_entries(%[[SP]] -> %[[ARG:[^,]*]], %[[A]] -> %{{[^,]*}}, %[[ARR]] -> %{{[^,]*}}, %[[K]] -> %{{[^,]*}} :
  // CHECK: cir.get_member %[[ARG]][0]
#pragma omp target map(tofrom: s.arr[4:8], s.a) map(to: s.in.k)
  s.a += s.arr[4] + s.in.k;

  // The struct listed too: its entry maps all of it; a section through a
  // pointer member has the member as var_ptr_ptr.
  // CHECK: %[[PP:.*]] = cir.get_member %{{.*}}[3] {name = "p"}
  // CHECK: %[[PV:.*]] = cir.load %[[PP]]
  // CHECK: %[[MP:.*]] = omp.map.info var_ptr(%[[PV]] : !cir.ptr<!cir.double>, !cir.double) var_ptr_ptr(%[[PP]] : !cir.ptr<!cir.ptr<!cir.double>>) map_clauses(tofrom) capture(ByRef) bounds(%{{.*}}) -> !cir.ptr<!cir.double> {name = "s.p[:]"}
  // CHECK: omp.map.info var_ptr(%{{.*}} : {{.*}}) map_clauses(to) capture(ByRef) members(%[[MP]] : [3] : !cir.ptr<!cir.double>) -> {{.*}} {name = "s"}
#pragma omp target map(to: s) map(tofrom: s.p[0:n])
  s.p[0] = 1;

  // Through a pointer to the struct: the struct entry's var_ptr is the
  // pointer's value, and the region rebuilds ps around the device copy.
  // CHECK: %[[MPS:.*]] = omp.map.info var_ptr(%{{.*}} : !cir.ptr<!cir.struct<struct "S" {{.*}}>>, {{.*}}) map_clauses(exit_release_or_enter_alloc) capture(ByRef) members(%{{.*}} : [0] : !cir.ptr<!cir.int<s, 32>>) -> {{.*}} {name = "ps", partial_map}
  // CHECK: omp.target map_entries(%[[MPS]] -> %[[PSA:[^,]*]], %{{.*}} -> %{{[^,]*}} :
  // CHECK: cir.store %[[PSA]], %{{.*}} : !cir.ptr<!cir.struct
#pragma omp target map(ps->a)
  ps->a = 3;

  // Motion clauses move members on their own.
  // CHECK: %[[U:.*]] = omp.map.info var_ptr(%{{.*}} : !cir.ptr<!cir.int<s, 32>>, !cir.int<s, 32>) map_clauses(to) capture(ByRef) -> !cir.ptr<!cir.int<s, 32>> {name = "s.a"}
  // CHECK: omp.target_update map_entries(%[[U]] : !cir.ptr<!cir.int<s, 32>>)
#pragma omp target update to(s.a)
}

void sections(int n) {
  // CHECK-LABEL: cir.func @sections
  // double (*m)[12]: the first bound indexes the pointer, the second the
  // rows it points to.
  double (*m)[12] = 0;
  // CHECK: omp.map.info var_ptr(%{{.*}} : !cir.ptr<!cir.array<!cir.double x 12>>, !cir.array<!cir.double x 12>) map_clauses(tofrom) capture(ByRef) bounds(%{{.*}}, %{{.*}}) -> {{.*}} {name = "m[:][:]"}
#pragma omp target map(tofrom: m[1:4][0:12])
  m[1][0] = 0;

  // rows[i][0:n]: the section of the pointer rows[i], which lives in
  // memory: attached (ptr_and_obj) to the device copy of the section.
  int **rows = 0;
  // CHECK: cir.load %{{.*}} : !cir.ptr<!cir.ptr<!cir.ptr<!cir.int<s, 32>>>>
  // CHECK-NEXT: %[[RI:.*]] = cir.ptr_stride
  // CHECK: %[[RV:.*]] = cir.load %[[RI]]
  // CHECK: omp.map.info var_ptr(%[[RV]] : !cir.ptr<!cir.int<s, 32>>, !cir.int<s, 32>) var_ptr_ptr(%[[RI]] : !cir.ptr<!cir.ptr<!cir.int<s, 32>>>) map_clauses(ptr_and_obj, to) capture(ByRef) bounds(%{{.*}}) -> !cir.ptr<!cir.int<s, 32>> {name = "rows[:][:]"}
#pragma omp target enter data map(to: rows[2][0:n])

  // A non-contiguous update moves each row on its own.
  int a[3][8];
  // CHECK: omp.target_update map_entries(%{{[^,]*}}, %{{[^,]*}}, %{{[^,]*}} : !cir.ptr<!cir.array<!cir.array<!cir.int<s, 32> x 8> x 3>>, !cir.ptr<!cir.array<!cir.array<!cir.int<s, 32> x 8> x 3>>, !cir.ptr<!cir.array<!cir.array<!cir.int<s, 32> x 8> x 3>>)
#pragma omp target update from(a[0:3][2:3])
}

struct pair { int a, b; };

int defaults(void) {
  // CHECK-LABEL: cir.func @defaults
  int count = 1;
  int v[4] = {0};
  struct pair p = {1, 2};
  // defaultmap(tofrom: scalar): the scalar by reference.
  // CHECK: omp.map.info var_ptr(%{{.*}} : !cir.ptr<!cir.int<s, 32>>, !cir.int<s, 32>) map_clauses(implicit, tofrom) capture(ByRef) -> !cir.ptr<!cir.int<s, 32>> {name = "count"}
#pragma omp target defaultmap(tofrom: scalar)
  count *= 10;
  // defaultmap(firstprivate: aggregate), firstprivate(p): by copy; the
  // region works on a copy of its own.
  // CHECK: omp.map.info var_ptr(%{{.*}} : !cir.ptr<!cir.array<!cir.int<s, 32> x 4>>, {{.*}}) map_clauses(implicit, to) capture(ByCopy) {{.*}} {name = "v"}
  // CHECK: omp.target
  // CHECK: cir.alloca !cir.array<!cir.int<s, 32> x 4>, {{.*}} ["v"
#pragma omp target defaultmap(firstprivate: aggregate)
  v[0] = 1;
  // CHECK: omp.map.info var_ptr(%{{.*}} : !cir.ptr<!cir.struct<struct "pair" {{.*}}>>, {{.*}}) map_clauses(to) capture(ByCopy) {{.*}} {name = "p"}
  // CHECK: omp.target
  // CHECK: cir.alloca !cir.struct<struct "pair" {{.*}}>, {{.*}} ["p"
#pragma omp target firstprivate(p)
  p.a = 0;
  return count + v[0] + p.a;
}
