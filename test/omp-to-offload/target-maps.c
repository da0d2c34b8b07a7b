// omp.target becomes a kernel and its host version, and at the construct
// the map entries of what it maps by reference, a data environment
// around the launch, and the by-value captures (the implicit scalars).
// RUN: strata-cc -fopenmp -emit-mlir=cir %s -o - | strata-opt --convert-omp-to-offload | filecheck %s

double a[100], b[100];
double m[8][16];

int main(void) {
  int n = 100;
  double s = 2.0;
  // A section of an array: base is the array, begin its first element,
  // size the distance to one past the last; a whole array: all of it.
  // CHECK-LABEL: cir.func @main()
  // CHECK:      %[[A:.*]] = cir.get_global @a : !cir.ptr<!cir.array<!cir.double x 100>>
  // CHECK:      %[[ELEMS:.*]] = cir.cast(array_to_ptrdecay, %[[A]] : !cir.ptr<!cir.array<!cir.double x 100>>), !cir.ptr<!cir.double>
  // CHECK:      %[[FIRST:.*]] = cir.ptr_stride(%[[ELEMS]] : !cir.ptr<!cir.double>, %{{.*}} : !cir.int<s, 64>), !cir.ptr<!cir.double>
  // CHECK:      %[[LAST1:.*]] = cir.ptr_stride(%[[ELEMS]] : !cir.ptr<!cir.double>, %{{.*}} : !cir.int<s, 64>), !cir.ptr<!cir.double>
  // CHECK:      %[[B0:.*]] = cir.cast(ptr_to_int, %[[FIRST]] : !cir.ptr<!cir.double>), !cir.int<s, 64>
  // CHECK-NEXT: %[[E0:.*]] = cir.cast(ptr_to_int, %[[LAST1]] : !cir.ptr<!cir.double>), !cir.int<s, 64>
  // CHECK-NEXT: %[[D0:.*]] = cir.binop(sub, %[[E0]], %[[B0]]) : !cir.int<s, 64>
  // CHECK-NEXT: %[[SZ0:.*]] = builtin.unrealized_conversion_cast %[[D0]] : !cir.int<s, 64> to i64
  // CHECK-NEXT: %[[MA:.*]] = offload.map base(%[[A]] : !cir.ptr<!cir.array<!cir.double x 100>>) begin(%[[FIRST]] : !cir.ptr<!cir.double>) size(%[[SZ0]]) type(to) name("a[:]")
  // CHECK:      %[[MB:.*]] = offload.map base(%[[BB:.*]] : !cir.ptr<!cir.array<!cir.double x 100>>) begin(%[[BB]] : !cir.ptr<!cir.array<!cir.double x 100>>) size(%{{.*}}) type(always, from) name("b")
  // CHECK:      %[[N:.*]] = cir.load %{{.*}} : !cir.ptr<!cir.int<s, 32>>, !cir.int<s, 32>
  // CHECK-NEXT: %[[S:.*]] = cir.load %{{.*}} : !cir.ptr<!cir.double>, !cir.double
  // CHECK-NEXT: %[[ENV:.*]] = offload.data_begin maps(%[[MA]], %[[MB]])
  // CHECK-NEXT: offload.launch @[[K:__omp_offloading_main_l[0-9]+]](%[[MA]], %[[MB]], %[[N]], %[[S]] : !offload.map, !offload.map, !cir.int<s, 32>, !cir.double) host_fallback(@[[K]].host) env(%[[ENV]])
  // CHECK-NEXT: offload.data_end %[[ENV]]
#pragma omp target map(to: a[0:n]) map(always, from: b)
  for (int i = 0; i < n; i++)
    b[i] = s * a[i];

  // Two dimensions: the row-major index of the first and of the last
  // element of m[2:3][0:16], in elements of the innermost dimension.
  // CHECK:      %[[M:.*]] = cir.get_global @m : !cir.ptr<!cir.array<!cir.array<!cir.double x 16> x 8>>
  // CHECK:      %[[ROWS:.*]] = cir.cast(array_to_ptrdecay, %[[M]] : {{.*}}), !cir.ptr<!cir.array<!cir.double x 16>>
  // CHECK-NEXT: %[[ELEM:.*]] = cir.cast(array_to_ptrdecay, %[[ROWS]] : {{.*}}), !cir.ptr<!cir.double>
  // CHECK:      cir.binop(mul, %{{.*}}, %{{.*}}) : !cir.int<s, 64>
  // CHECK:      %[[FIRSTM:.*]] = cir.ptr_stride(%[[ELEM]] : !cir.ptr<!cir.double>, %{{.*}} : !cir.int<s, 64>), !cir.ptr<!cir.double>
  // CHECK:      offload.map base(%[[M]] : !cir.ptr<!cir.array<!cir.array<!cir.double x 16> x 8>>) begin(%[[FIRSTM]] : !cir.ptr<!cir.double>) size(%{{.*}}) type(tofrom) name("m[:][:]")
#pragma omp target map(tofrom: m[2:3][0:16])
  m[2][0] += 1.0;
  return 0;
}

// The kernel: one parameter per capture, the map entries' as the
// region's pointers, the by-value ones stored into locals of their own.
// CHECK:       cir.func internal @[[K]](%arg0: !cir.ptr<!cir.array<!cir.double x 100>>, %arg1: !cir.ptr<!cir.array<!cir.double x 100>>, %arg2: !cir.int<s, 32>, %arg3: !cir.double) attributes {offload.kernel} {
// CHECK-NEXT:    %[[NL:.*]] = cir.alloca !cir.int<s, 32>, !cir.ptr<!cir.int<s, 32>>, ["n"]
// CHECK-NEXT:    cir.store %arg2, %[[NL]] : !cir.int<s, 32>, !cir.ptr<!cir.int<s, 32>>
// CHECK-NEXT:    %[[SL:.*]] = cir.alloca !cir.double, !cir.ptr<!cir.double>, ["s"]
// CHECK-NEXT:    cir.store %arg3, %[[SL]] : !cir.double, !cir.ptr<!cir.double>
// CHECK:         cir.for : cond {
// CHECK:           cir.load %[[NL]] : !cir.ptr<!cir.int<s, 32>>, !cir.int<s, 32>
// CHECK:           cir.load %[[SL]] : !cir.ptr<!cir.double>, !cir.double
// CHECK-NEXT:      cir.cast(array_to_ptrdecay, %arg0 : !cir.ptr<!cir.array<!cir.double x 100>>), !cir.ptr<!cir.double>
// CHECK:         cir.return
// The host version: the same body, not a kernel.
// CHECK:       cir.func internal @[[K]].host(%arg0: !cir.ptr<!cir.array<!cir.double x 100>>, %arg1: !cir.ptr<!cir.array<!cir.double x 100>>, %arg2: !cir.int<s, 32>, %arg3: !cir.double) {
// CHECK:         cir.for : cond {
// CHECK:       offload.entries [@[[K]] : kernel, @__omp_offloading_main_l{{[0-9]+}} : kernel]
// CHECK-NOT:   omp.
