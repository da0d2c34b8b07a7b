// Executed: every schedule of omp.wsloop, lowered by the three passes,
// runs each iteration exactly once, and reductions give the right values.
// The functions below are called from a team of 4 threads made by the C
// harness (the "// C:" lines, extracted with sed), except par_loops,
// which forks its own team with omp.parallel. Each iteration counts
// itself in a histogram (mark, mark2); the harness compares it with the
// sequential loop and prints the number of iterations. Cases: private
// (each iteration marks its iv directly and through its private copy),
// static, static with a chunk, dynamic, guided; negative steps, inclusive
// bounds, trip counts 0 and 1, lb > ub, collapse(2) with a negative
// inner step; reductions +, *, max, min, + on f64, && (atomicrmw and
// compare-and-swap), a nowait dynamic loop with a reduction.
// wsloop-exec-iomp.mlir runs the same file for libomp.
//
// REQUIRES: llc, gcc
// RUN: sed -n 's|^// C: \{0,1\}||p' %s > %t.c
// RUN: strata-opt --omp-lower-runtime=libgomp --omp-to-omp-lower --omp-outline --omp-lower-plan %s | strata-opt --convert-to-llvm | strata-translate --mlir-to-llvmir | opt -O2 | llc -relocation-model=pic -filetype=obj -o %t.gomp.o && gcc -O1 -fopenmp -DWITH_PARALLEL %t.c %t.gomp.o -o %t.gomp && %t.gomp | FileCheck %s
// RUN: strata-opt --omp-lower-runtime=pmsis --omp-to-omp-lower --omp-outline --omp-lower-plan %s | strata-opt --convert-to-llvm | strata-translate --mlir-to-llvmir | opt -O2 | llc -relocation-model=pic -filetype=obj -o %t.pmsis.o && gcc -O1 -DPMSIS -DWITH_PARALLEL -I%S/../../runtimes/pmsis %t.c %S/../../runtimes/pmsis/pmsis.c %t.pmsis.o -pthread -o %t.pmsis && %t.pmsis | FileCheck %s

// CHECK: private 0..1000 step 1: 1000 iterations, each once
// CHECK-NEXT: static 0..10 step 1: 10 iterations, each once
// CHECK-NEXT: static 10..0 step -1: 10 iterations, each once
// CHECK-NEXT: static 0..0 step 1: 0 iterations, each once
// CHECK-NEXT: static 5..6 step 1: 1 iterations, each once
// CHECK-NEXT: static 7..3 step 1: 0 iterations, each once
// CHECK-NEXT: static -5..17 step 3: 8 iterations, each once
// CHECK-NEXT: static 1000..-1000 step -7: 286 iterations, each once
// CHECK-NEXT: static_inclusive -3..3 step 1: 7 iterations, each once
// CHECK-NEXT: static_inclusive 3..3 step 1: 1 iterations, each once
// CHECK-NEXT: static_inclusive 9..-9 step -2: 10 iterations, each once
// CHECK-NEXT: static_chunk 0..100 step 1: 100 iterations, each once
// CHECK-NEXT: static_chunk 50..-50 step -4: 25 iterations, each once
// CHECK-NEXT: static_chunk 0..1 step 1: 1 iterations, each once
// CHECK-NEXT: dynamic 0..1000 step 1: 1000 iterations, each once
// CHECK-NEXT: dynamic 0..0 step 1: 0 iterations, each once
// CHECK-NEXT: dynamic 100..-100 step -3: 67 iterations, each once
// CHECK-NEXT: guided 0..999 step 1: 1000 iterations, each once
// CHECK-NEXT: guided 10..10 step 1: 1 iterations, each once
// CHECK-NEXT: collapse 7x5: each once
// CHECK-NEXT: collapse 0x5: each once
// CHECK-NEXT: collapse_static 3x9: each once
// CHECK-NEXT: reduce 1..20: sum 1210 prod 279936 max 12 min -5 fsum 105.25 land 0
// CHECK-NEXT: reduce_dynamic 1..100: sum 5057
// CHECK-NEXT: parallel 0..37: each once, sum 703

// C: #include <stdio.h>
// C: #include <string.h>
// C: #ifdef PMSIS
// C: #include "pmsis.h"
// C: #endif
// C:
// C: struct ident { int r1, flags, r2, r3; const char *psource; };
// C: struct ident test_ident = {0, 2, 0, 0, ";loop_test;unknown;0;0;;"};
// C:
// C: #define BASE 2048
// C: static int hist[2 * BASE];
// C: static int hist2[64][64];
// C: long shared_x_value(void);
// C: void mark(long iv) { __atomic_fetch_add(&hist[iv + BASE], 1, __ATOMIC_RELAXED); }
// C: void mark2(long i, long j) { __atomic_fetch_add(&hist2[i][j], 1, __ATOMIC_RELAXED); }
// C:
// C: void ws_static(int, int, int);
// C: void ws_private(int, int, int);
// C: void ws_static_incl(long, long, long);
// C: void ws_static_chunk(int, int, int, int);
// C: void ws_dynamic(int, int, int, int);
// C: void ws_guided(long, long, long);
// C: void ws_collapse(int, int);
// C: void ws_collapse_static(int, int);
// C: void ws_reduce(int, int *, long *, int *, int *, double *, int *);
// C: void ws_reduce_dynamic(int, int *);
// C: void par_loops(int, int *);
// C:
// C: enum { PRIVATE, STATIC, STATIC_INCL, STATIC_CHUNK, DYNAMIC, GUIDED, COLLAPSE, COLLAPSE_STATIC, REDUCE, REDUCE_DYNAMIC };
// C: static const char *names[] = {"private", "static", "static_inclusive", "static_chunk", "dynamic", "guided", "collapse", "collapse_static", "reduce", "reduce_dynamic"};
// C: struct job { int kind; long lb, ub, st, chunk; };
// C: static struct job job;
// C: static int sum = 1000, land = 1, mx = -100, mn = 100, sum2 = 7;
// C: static long prod = 1;
// C: static double fsum = 0.25;
// C:
// C: static void run(void *arg) {
// C:   (void)arg;
// C:   switch (job.kind) {
// C:   case PRIVATE: ws_private(job.lb, job.ub, job.st); break;
// C:   case STATIC: ws_static(job.lb, job.ub, job.st); break;
// C:   case STATIC_INCL: ws_static_incl(job.lb, job.ub, job.st); break;
// C:   case STATIC_CHUNK: ws_static_chunk(job.lb, job.ub, job.st, job.chunk); break;
// C:   case DYNAMIC: ws_dynamic(job.lb, job.ub, job.st, job.chunk); break;
// C:   case GUIDED: ws_guided(job.lb, job.ub, job.st); break;
// C:   case COLLAPSE: ws_collapse(job.lb, job.ub); break;
// C:   case COLLAPSE_STATIC: ws_collapse_static(job.lb, job.ub); break;
// C:   case REDUCE: ws_reduce(job.lb, &sum, &prod, &mx, &mn, &fsum, &land); break;
// C:   case REDUCE_DYNAMIC: ws_reduce_dynamic(job.lb, &sum2); break;
// C:   }
// C: }
// C:
// C: static void team(void) {
// C: #ifdef PMSIS
// C:   pi_cl_team_fork(4, run, 0);
// C: #else
// C: #pragma omp parallel num_threads(4)
// C:   run(0);
// C: #endif
// C: }
// C:
// C: static void check(int kind, long lb, long ub, long st, long chunk) {
// C:   static int want[2 * BASE];
// C:   int inclusive = kind == STATIC_INCL || kind == GUIDED;
// C:   long trips = 0;
// C:   memset(hist, 0, sizeof hist);
// C:   memset(want, 0, sizeof want);
// C:   for (long i = lb; st > 0 ? (inclusive ? i <= ub : i < ub) : (inclusive ? i >= ub : i > ub); i += st) {
// C:     want[i + BASE] += kind == PRIVATE ? 2 : 1;
// C:     trips++;
// C:   }
// C:   job = (struct job){kind, lb, ub, st, chunk};
// C:   team();
// C:   printf("%s %ld..%ld step %ld: %ld iterations, %s\n", names[kind], lb, ub, st, trips,
// C:          memcmp(hist, want, sizeof hist) ? "WRONG" : "each once");
// C:   if (kind == PRIVATE && shared_x_value() != 0)
// C:     printf("private: the shared variable was written\n");
// C: }
// C:
// C: static void check2(int kind, int n, int m) {
// C:   int wrong = 0;
// C:   memset(hist2, 0, sizeof hist2);
// C:   job = (struct job){kind, n, m, 0, 0};
// C:   team();
// C:   for (int i = 0; i < 64; i++)
// C:     for (int j = 0; j < 64; j++)
// C:       wrong |= hist2[i][j] != (i < n && j > 0 && j <= m);
// C:   printf("%s %dx%d: %s\n", names[kind], n, m, wrong ? "WRONG" : "each once");
// C: }
// C:
// C: int main(void) {
// C:   check(PRIVATE, 0, 1000, 1, 0);
// C:   check(STATIC, 0, 10, 1, 0);
// C:   check(STATIC, 10, 0, -1, 0);
// C:   check(STATIC, 0, 0, 1, 0);
// C:   check(STATIC, 5, 6, 1, 0);
// C:   check(STATIC, 7, 3, 1, 0);
// C:   check(STATIC, -5, 17, 3, 0);
// C:   check(STATIC, 1000, -1000, -7, 0);
// C:   check(STATIC_INCL, -3, 3, 1, 0);
// C:   check(STATIC_INCL, 3, 3, 1, 0);
// C:   check(STATIC_INCL, 9, -9, -2, 0);
// C:   check(STATIC_CHUNK, 0, 100, 1, 3);
// C:   check(STATIC_CHUNK, 50, -50, -4, 5);
// C:   check(STATIC_CHUNK, 0, 1, 1, 8);
// C:   check(DYNAMIC, 0, 1000, 1, 7);
// C:   check(DYNAMIC, 0, 0, 1, 1);
// C:   check(DYNAMIC, 100, -100, -3, 2);
// C:   check(GUIDED, 0, 999, 1, 0);
// C:   check(GUIDED, 10, 10, 1, 0);
// C:   check2(COLLAPSE, 7, 5);
// C:   check2(COLLAPSE, 0, 5);
// C:   check2(COLLAPSE_STATIC, 3, 9);
// C:   job = (struct job){REDUCE, 20, 0, 0, 0};
// C:   team();
// C:   printf("reduce 1..20: sum %d prod %ld max %d min %d fsum %.2f land %d\n", sum, prod, mx, mn, fsum, land);
// C:   job = (struct job){REDUCE_DYNAMIC, 100, 0, 0, 0};
// C:   team();
// C:   printf("reduce_dynamic 1..100: sum %d\n", sum2);
// C: #ifdef WITH_PARALLEL
// C:   /* par_loops forks its own team: a static,3 nowait loop over 0..36 and
// C:      a dynamic loop with a sum reduction over 1..37. */
// C:   int total = 0, ok = 1;
// C:   memset(hist, 0, sizeof hist);
// C:   par_loops(37, &total);
// C:   for (int i = -BASE; i < BASE; i++)
// C:     ok &= hist[i + BASE] == (i >= 0 && i < 37);
// C:   printf("parallel 0..37: %s, sum %d\n", ok ? "each once" : "WRONG", total);
// C: #endif
// C:   return 0;
// C: }

module {
  llvm.mlir.global external @test_ident() : !llvm.struct<(i32, i32, i32, i32, ptr)>
  llvm.func @mark(i64)
  llvm.func @mark2(i64, i64)

  omp.declare_reduction @add_i32 : i32 init {
  ^bb0(%a: i32):
    %0 = llvm.mlir.constant(0 : i32) : i32
    omp.yield(%0 : i32)
  } combiner {
  ^bb0(%a: i32, %b: i32):
    %s = llvm.add %a, %b : i32
    omp.yield(%s : i32)
  }
  omp.declare_reduction @mul_i64 : i64 init {
  ^bb0(%a: i64):
    %0 = llvm.mlir.constant(1 : i64) : i64
    omp.yield(%0 : i64)
  } combiner {
  ^bb0(%a: i64, %b: i64):
    %s = llvm.mul %a, %b : i64
    omp.yield(%s : i64)
  }
  omp.declare_reduction @max_i32 : i32 init {
  ^bb0(%a: i32):
    %0 = llvm.mlir.constant(-2147483648 : i32) : i32
    omp.yield(%0 : i32)
  } combiner {
  ^bb0(%a: i32, %b: i32):
    %s = llvm.intr.smax(%a, %b) : (i32, i32) -> i32
    omp.yield(%s : i32)
  }
  omp.declare_reduction @min_i32 : i32 init {
  ^bb0(%a: i32):
    %0 = llvm.mlir.constant(2147483647 : i32) : i32
    omp.yield(%0 : i32)
  } combiner {
  ^bb0(%a: i32, %b: i32):
    %lt = llvm.icmp "slt" %a, %b : i32
    %s = llvm.select %lt, %a, %b : i1, i32
    omp.yield(%s : i32)
  }
  omp.declare_reduction @add_f64 : f64 init {
  ^bb0(%a: f64):
    %0 = llvm.mlir.constant(0.0 : f64) : f64
    omp.yield(%0 : f64)
  } combiner {
  ^bb0(%a: f64, %b: f64):
    %s = llvm.fadd %a, %b : f64
    omp.yield(%s : f64)
  }
  omp.declare_reduction @land_i32 : i32 init {
  ^bb0(%a: i32):
    %0 = llvm.mlir.constant(1 : i32) : i32
    omp.yield(%0 : i32)
  } combiner {
  ^bb0(%a: i32, %b: i32):
    %z = llvm.mlir.constant(0 : i32) : i32
    %x = llvm.icmp "ne" %a, %z : i32
    %y = llvm.icmp "ne" %b, %z : i32
    %both = llvm.and %x, %y : i1
    %s = llvm.zext %both : i1 to i32
    omp.yield(%s : i32)
  }

  omp.private {type = private} @x.privatizer : i64
  llvm.mlir.global internal @shared_x(0 : i64) : i64

  llvm.func @ws_private(%lb: i32, %ub: i32, %st: i32) {
    %x = llvm.mlir.addressof @shared_x : !llvm.ptr
    omp.wsloop schedule(static) private(@x.privatizer %x -> %px : !llvm.ptr) {
      omp.loop_nest (%i) : i32 = (%lb) to (%ub) step (%st) {
        %w = llvm.sext %i : i32 to i64
        llvm.store %w, %px : i64, !llvm.ptr
        llvm.call @mark(%w) : (i64) -> ()
        %v = llvm.load %px : !llvm.ptr -> i64
        llvm.call @mark(%v) : (i64) -> ()
        omp.yield
      }
    }
    llvm.return
  }
  llvm.func @shared_x_value() -> i64 {
    %x = llvm.mlir.addressof @shared_x : !llvm.ptr
    %v = llvm.load %x : !llvm.ptr -> i64
    llvm.return %v : i64
  }
  llvm.func @ws_static(%lb: i32, %ub: i32, %st: i32) {
    omp.wsloop {
      omp.loop_nest (%i) : i32 = (%lb) to (%ub) step (%st) {
        %w = llvm.sext %i : i32 to i64
        llvm.call @mark(%w) : (i64) -> ()
        omp.yield
      }
    }
    llvm.return
  }
  llvm.func @ws_static_incl(%lb: i64, %ub: i64, %st: i64) {
    omp.wsloop schedule(static) nowait {
      omp.loop_nest (%i) : i64 = (%lb) to (%ub) inclusive step (%st) {
        llvm.call @mark(%i) : (i64) -> ()
        omp.yield
      }
    }
    llvm.return
  }
  llvm.func @ws_static_chunk(%lb: i32, %ub: i32, %st: i32, %c: i32) {
    omp.wsloop schedule(static = %c : i32) {
      omp.loop_nest (%i) : i32 = (%lb) to (%ub) step (%st) {
        %w = llvm.sext %i : i32 to i64
        llvm.call @mark(%w) : (i64) -> ()
        omp.yield
      }
    }
    llvm.return
  }
  llvm.func @ws_dynamic(%lb: i32, %ub: i32, %st: i32, %c: i32) {
    omp.wsloop schedule(dynamic = %c : i32) {
      omp.loop_nest (%i) : i32 = (%lb) to (%ub) step (%st) {
        %w = llvm.sext %i : i32 to i64
        llvm.call @mark(%w) : (i64) -> ()
        omp.yield
      }
    }
    llvm.return
  }
  llvm.func @ws_guided(%lb: i64, %ub: i64, %st: i64) {
    omp.wsloop schedule(guided) {
      omp.loop_nest (%i) : i64 = (%lb) to (%ub) inclusive step (%st) {
        llvm.call @mark(%i) : (i64) -> ()
        omp.yield
      }
    }
    llvm.return
  }
  llvm.func @ws_collapse(%n: i32, %m: i32) {
    %c0 = llvm.mlir.constant(0 : i32) : i32
    %c1 = llvm.mlir.constant(1 : i32) : i32
    %cm1 = llvm.mlir.constant(-1 : i32) : i32
    omp.wsloop schedule(dynamic) {
      omp.loop_nest (%i, %j) : i32 = (%c0, %m) to (%n, %c0) step (%c1, %cm1) {
        %wi = llvm.sext %i : i32 to i64
        %wj = llvm.sext %j : i32 to i64
        llvm.call @mark2(%wi, %wj) : (i64, i64) -> ()
        omp.yield
      }
    }
    llvm.return
  }
  llvm.func @ws_collapse_static(%n: i32, %m: i32) {
    %c0 = llvm.mlir.constant(0 : i32) : i32
    %c1 = llvm.mlir.constant(1 : i32) : i32
    %cm1 = llvm.mlir.constant(-1 : i32) : i32
    omp.wsloop {
      omp.loop_nest (%i, %j) : i32 = (%c0, %m) to (%n, %c0) step (%c1, %cm1) {
        %wi = llvm.sext %i : i32 to i64
        %wj = llvm.sext %j : i32 to i64
        llvm.call @mark2(%wi, %wj) : (i64, i64) -> ()
        omp.yield
      }
    }
    llvm.return
  }
  llvm.func @ws_reduce(%n: i32, %sum: !llvm.ptr, %prod: !llvm.ptr, %mx: !llvm.ptr, %mn: !llvm.ptr, %fs: !llvm.ptr, %la: !llvm.ptr) {
    %c1 = llvm.mlir.constant(1 : i32) : i32
    omp.wsloop reduction(@add_i32 %sum -> %ps, @mul_i64 %prod -> %pp, @max_i32 %mx -> %pmx, @min_i32 %mn -> %pmn, @add_f64 %fs -> %pfs, @land_i32 %la -> %pla : !llvm.ptr, !llvm.ptr, !llvm.ptr, !llvm.ptr, !llvm.ptr, !llvm.ptr) {
      omp.loop_nest (%i) : i32 = (%c1) to (%n) inclusive step (%c1) {
        %s0 = llvm.load %ps : !llvm.ptr -> i32
        %s1 = llvm.add %s0, %i : i32
        llvm.store %s1, %ps : i32, !llvm.ptr
        %c3 = llvm.mlir.constant(3 : i32) : i32
        %r = llvm.srem %i, %c3 : i32
        %r1 = llvm.add %r, %c1 : i32
        %r64 = llvm.sext %r1 : i32 to i64
        %p0 = llvm.load %pp : !llvm.ptr -> i64
        %p1 = llvm.mul %p0, %r64 : i64
        llvm.store %p1, %pp : i64, !llvm.ptr
        %c7 = llvm.mlir.constant(7 : i32) : i32
        %c13 = llvm.mlir.constant(13 : i32) : i32
        %i7 = llvm.mul %i, %c7 : i32
        %v = llvm.srem %i7, %c13 : i32
        %m0 = llvm.load %pmx : !llvm.ptr -> i32
        %m1 = llvm.intr.smax(%m0, %v) : (i32, i32) -> i32
        llvm.store %m1, %pmx : i32, !llvm.ptr
        %c5 = llvm.mlir.constant(5 : i32) : i32
        %vv = llvm.sub %v, %c5 : i32
        %n0 = llvm.load %pmn : !llvm.ptr -> i32
        %lt = llvm.icmp "slt" %vv, %n0 : i32
        %n1 = llvm.select %lt, %vv, %n0 : i1, i32
        llvm.store %n1, %pmn : i32, !llvm.ptr
        %fi = llvm.sitofp %i : i32 to f64
        %half = llvm.mlir.constant(0.5 : f64) : f64
        %fh = llvm.fmul %fi, %half : f64
        %f0 = llvm.load %pfs : !llvm.ptr -> f64
        %f1 = llvm.fadd %f0, %fh : f64
        llvm.store %f1, %pfs : f64, !llvm.ptr
        %c17 = llvm.mlir.constant(17 : i32) : i32
        %ne = llvm.icmp "ne" %i, %c17 : i32
        %ne32 = llvm.zext %ne : i1 to i32
        %l0 = llvm.load %pla : !llvm.ptr -> i32
        %z = llvm.mlir.constant(0 : i32) : i32
        %lx = llvm.icmp "ne" %l0, %z : i32
        %ly = llvm.icmp "ne" %ne32, %z : i32
        %lb = llvm.and %lx, %ly : i1
        %l1 = llvm.zext %lb : i1 to i32
        llvm.store %l1, %pla : i32, !llvm.ptr
        omp.yield
      }
    }
    llvm.return
  }
  llvm.func @ws_reduce_dynamic(%n: i32, %sum: !llvm.ptr) {
    %c1 = llvm.mlir.constant(1 : i32) : i32
    %c2 = llvm.mlir.constant(2 : i32) : i32
    omp.wsloop schedule(dynamic = %c2 : i32) nowait reduction(@add_i32 %sum -> %ps : !llvm.ptr) {
      omp.loop_nest (%i) : i32 = (%c1) to (%n) inclusive step (%c1) {
        %s0 = llvm.load %ps : !llvm.ptr -> i32
        %s1 = llvm.add %s0, %i : i32
        llvm.store %s1, %ps : i32, !llvm.ptr
        omp.yield
      }
    }
    llvm.return
  }
  llvm.func @par_loops(%n: i32, %sum: !llvm.ptr) {
    %c0 = llvm.mlir.constant(0 : i32) : i32
    %c1 = llvm.mlir.constant(1 : i32) : i32
    %c3 = llvm.mlir.constant(3 : i32) : i32
    %c4 = llvm.mlir.constant(4 : i32) : i32
    omp.parallel num_threads(%c4 : i32) {
      omp.wsloop schedule(static = %c3 : i32) nowait {
        omp.loop_nest (%i) : i32 = (%c0) to (%n) step (%c1) {
          %w = llvm.sext %i : i32 to i64
          llvm.call @mark(%w) : (i64) -> ()
          omp.yield
        }
      }
      omp.wsloop schedule(dynamic) reduction(@add_i32 %sum -> %ps : !llvm.ptr) {
        omp.loop_nest (%i) : i32 = (%c1) to (%n) inclusive step (%c1) {
          %s0 = llvm.load %ps : !llvm.ptr -> i32
          %s1 = llvm.add %s0, %i : i32
          llvm.store %s1, %ps : i32, !llvm.ptr
          omp.yield
        }
      }
      omp.terminator
    }
    llvm.return
  }
}
