// Work-sharing loops and data sharing on the fourth runtime, thinpar,
// lowered from its spec alone (runtimes/thinpar/thinpar.dsl): static
// blocks through tp_split, static chunks round-robin by tp_self/tp_width,
// dynamic and guided chunks through tp_grab_first/tp_grab_next, nowait,
// reductions, collapse(2), private and firstprivate. Each function forks
// its own team of 4 with omp.parallel; the C harness (the "// C:" lines)
// records which member ran each iteration and prints what it saw. Bounds
// cover negative steps, inclusive upper bounds and trip counts 0 and 1.
//
// REQUIRES: llc, gcc
// RUN: strata-opt --omp-lower-dsl=%S/../../runtimes/thinpar/thinpar.dsl --omp-lower-runtime=thinpar --omp-to-omp-lower --omp-outline --omp-lower-plan %s > %t.mlir
// RUN: filecheck --check-prefix=LOWER %s < %t.mlir
// RUN: sed -n 's|^// C: \{0,1\}||p' %s > %t.c
// RUN: strata-opt --convert-to-llvm %t.mlir | strata-translate --mlir-to-llvmir | opt -O2 | llc -relocation-model=pic -filetype=obj -o %t.o
// RUN: gcc -std=c11 -O1 -I%S/../../runtimes/thinpar %t.c %t.o %S/../../runtimes/thinpar/thinpar.c -pthread -o %t.exe
// RUN: %t.exe | filecheck %s

// Static blocks: the range [0, count-1] goes in two i64 slots that
// tp_split narrows to this member's block; the loop runs over the slots.
// LOWER-LABEL: llvm.func internal @ws_static.omp_outlined(
// LOWER:         llvm.store %{{.*}}, %[[LO:.*]] : i64, !llvm.ptr
// LOWER:         llvm.store %{{.*}}, %[[HI:.*]] : i64, !llvm.ptr
// LOWER:         llvm.call @tp_split(%[[LO]], %[[HI]]) : (!llvm.ptr, !llvm.ptr) -> ()
// LOWER:         llvm.load %[[LO]] : !llvm.ptr -> i64
// LOWER:         llvm.load %[[HI]] : !llvm.ptr -> i64
// LOWER:         llvm.call @hit(
// LOWER:         llvm.call @tp_sync()
// LOWER-LABEL: llvm.func internal @ws_chunk.omp_outlined(
// LOWER:         llvm.call @tp_self() : () -> i32
// LOWER:         llvm.call @tp_width() : () -> i32
// LOWER:         llvm.call @hit(
// LOWER:         llvm.call @tp_sync()
// LOWER-LABEL: llvm.func internal @ws_dynamic.omp_outlined(
// LOWER:         llvm.call @tp_grab_first(%{{.*}}) : (i64, i64, i64, i64, !llvm.ptr, !llvm.ptr) -> i8
// LOWER:         llvm.call @hit(
// LOWER:         llvm.call @tp_grab_next(%{{.*}}, %{{.*}}) : (!llvm.ptr, !llvm.ptr) -> i8
// LOWER:         llvm.call @tp_sync()
// LOWER-LABEL: llvm.func internal @ws_nowait.omp_outlined(
// LOWER:         llvm.call @tp_grab_first(
// LOWER-NOT:     llvm.call @tp_sync()
// LOWER:         llvm.call @tp_grab_first(
// LOWER-NOT:     llvm.call @tp_sync()
// LOWER:         llvm.call @arrived_after_loops(
// LOWER-NEXT:    llvm.call @tp_sync()
// LOWER-LABEL: llvm.func internal @ws_reduce.omp_outlined(
// LOWER:         llvm.call @tp_split(
// LOWER:         llvm.atomicrmw add
// LOWER:         llvm.call @tp_sync()

// CHECK:      static [0, 100) step 1: 100 iterations, each once; 4 blocks, balanced
// CHECK-NEXT: static [100, 0) step -3: 34 iterations, each once; 4 blocks, balanced
// CHECK-NEXT: static [-20, 50) step 7: 10 iterations, each once; 4 blocks, balanced
// CHECK-NEXT: static [3, 5) step 1: 2 iterations, each once; 2 blocks, balanced
// CHECK-NEXT: static [7, 8) step 1: 1 iterations, each once; 1 blocks, balanced
// CHECK-NEXT: static [5, 5) step 1: 0 iterations, each once; 0 blocks, balanced
// CHECK-NEXT: static [9, 2) step 1: 0 iterations, each once; 0 blocks, balanced
// CHECK-NEXT: static [1, 10] step 1: 10 iterations, each once; 4 blocks, balanced
// CHECK-NEXT: static [10, -10] step -4: 6 iterations, each once; 4 blocks, balanced
// CHECK-NEXT: static [3, 3] step 1: 1 iterations, each once; 1 blocks, balanced
// CHECK-NEXT: static [3, 2] step 1: 0 iterations, each once; 0 blocks, balanced
// CHECK-NEXT: static chunk 5 [0, 100) step 1: 100 iterations, each once; chunk k on member k % 4
// CHECK-NEXT: static chunk 3 [50, -50) step -4: 25 iterations, each once; chunk k on member k % 4
// CHECK-NEXT: static chunk 7 [0, 1) step 1: 1 iterations, each once; chunk k on member k % 4
// CHECK-NEXT: static chunk 2 [0, 0) step 1: 0 iterations, each once; chunk k on member k % 4
// CHECK-NEXT: dynamic chunk 1 [0, 1000) step 1: 1000 iterations, each once
// CHECK-NEXT: dynamic chunk 16 [0, 1000) step 1: 1000 iterations, each once; each chunk on one member
// CHECK-NEXT: dynamic chunk 3 [100, -100) step -3: 67 iterations, each once; each chunk on one member
// CHECK-NEXT: dynamic chunk 4 [6, 7) step 1: 1 iterations, each once; each chunk on one member
// CHECK-NEXT: dynamic chunk 4 [6, 6) step 1: 0 iterations, each once; each chunk on one member
// CHECK-NEXT: guided [0, 999] step 1: 1000 iterations, each once
// CHECK-NEXT: guided [10, 10] step 1: 1 iterations, each once
// CHECK-NEXT: guided [30, 0] step -2: 16 iterations, each once
// CHECK-NEXT: nowait: both loops each once, 4 members reached the barrier
// CHECK-NEXT: reduce static 1..100: sum 5050
// CHECK-NEXT: reduce dynamic 1..100: sum 5050
// CHECK-NEXT: collapse [0, 7) x (5, 0] step -1: each pair once
// CHECK-NEXT: collapse [0, 0) x (5, 0] step -1: each pair once
// CHECK-NEXT: private: 4 members, firstprivate started at 42 on each, private copies kept apart, x still 42

module {
  llvm.func @hit(i32)
  llvm.func @hit2(i32, i32)
  llvm.func @arrived_after_loops(i32)
  llvm.func @saw(i32, i32)

  omp.declare_reduction @add_i32 : i32 init {
  ^bb0(%a: i32):
    %0 = llvm.mlir.constant(0 : i32) : i32
    omp.yield(%0 : i32)
  } combiner {
  ^bb0(%a: i32, %b: i32):
    %s = llvm.add %a, %b : i32
    omp.yield(%s : i32)
  }

  omp.private {type = private} @y.privatizer : i32
  omp.private {type = firstprivate} @x.firstprivatizer : i32 copy {
  ^bb0(%from: !llvm.ptr, %to: !llvm.ptr):
    %v = llvm.load %from : !llvm.ptr -> i32
    llvm.store %v, %to : i32, !llvm.ptr
    omp.yield(%to : !llvm.ptr)
  }

  llvm.func @ws_static(%lb: i32, %ub: i32, %st: i32) {
    %four = llvm.mlir.constant(4 : i32) : i32
    omp.parallel num_threads(%four : i32) {
      omp.wsloop {
        omp.loop_nest (%i) : i32 = (%lb) to (%ub) step (%st) {
          llvm.call @hit(%i) : (i32) -> ()
          omp.yield
        }
      }
      omp.terminator
    }
    llvm.return
  }

  llvm.func @ws_static_incl(%lb: i32, %ub: i32, %st: i32) {
    %four = llvm.mlir.constant(4 : i32) : i32
    omp.parallel num_threads(%four : i32) {
      omp.wsloop schedule(static) {
        omp.loop_nest (%i) : i32 = (%lb) to (%ub) inclusive step (%st) {
          llvm.call @hit(%i) : (i32) -> ()
          omp.yield
        }
      }
      omp.terminator
    }
    llvm.return
  }

  llvm.func @ws_chunk(%lb: i32, %ub: i32, %st: i32, %c: i32) {
    %four = llvm.mlir.constant(4 : i32) : i32
    omp.parallel num_threads(%four : i32) {
      omp.wsloop schedule(static = %c : i32) {
        omp.loop_nest (%i) : i32 = (%lb) to (%ub) step (%st) {
          llvm.call @hit(%i) : (i32) -> ()
          omp.yield
        }
      }
      omp.terminator
    }
    llvm.return
  }

  llvm.func @ws_dynamic(%lb: i32, %ub: i32, %st: i32, %c: i32) {
    %four = llvm.mlir.constant(4 : i32) : i32
    omp.parallel num_threads(%four : i32) {
      omp.wsloop schedule(dynamic = %c : i32) {
        omp.loop_nest (%i) : i32 = (%lb) to (%ub) step (%st) {
          llvm.call @hit(%i) : (i32) -> ()
          omp.yield
        }
      }
      omp.terminator
    }
    llvm.return
  }

  llvm.func @ws_guided(%lb: i32, %ub: i32, %st: i32) {
    %four = llvm.mlir.constant(4 : i32) : i32
    omp.parallel num_threads(%four : i32) {
      omp.wsloop schedule(guided) {
        omp.loop_nest (%i) : i32 = (%lb) to (%ub) inclusive step (%st) {
          llvm.call @hit(%i) : (i32) -> ()
          omp.yield
        }
      }
      omp.terminator
    }
    llvm.return
  }

  // Two nowait loops (iterations of the second are hit2(1, i)), then an
  // explicit barrier.
  llvm.func @ws_nowait(%n: i32) {
    %four = llvm.mlir.constant(4 : i32) : i32
    %zero = llvm.mlir.constant(0 : i32) : i32
    %one = llvm.mlir.constant(1 : i32) : i32
    omp.parallel num_threads(%four : i32) {
      omp.wsloop schedule(dynamic) nowait {
        omp.loop_nest (%i) : i32 = (%zero) to (%n) step (%one) {
          llvm.call @hit(%i) : (i32) -> ()
          omp.yield
        }
      }
      omp.wsloop schedule(guided) nowait {
        omp.loop_nest (%i) : i32 = (%zero) to (%n) step (%one) {
          llvm.call @hit2(%one, %i) : (i32, i32) -> ()
          omp.yield
        }
      }
      llvm.call @arrived_after_loops(%n) : (i32) -> ()
      omp.barrier
      omp.terminator
    }
    llvm.return
  }

  // sum over i in 1..n of i, static then dynamic, into *out.
  llvm.func @ws_reduce(%n: i32, %out: !llvm.ptr) {
    %four = llvm.mlir.constant(4 : i32) : i32
    %one = llvm.mlir.constant(1 : i32) : i32
    omp.parallel num_threads(%four : i32) {
      omp.wsloop reduction(@add_i32 %out -> %ps : !llvm.ptr) {
        omp.loop_nest (%i) : i32 = (%one) to (%n) inclusive step (%one) {
          %v = llvm.load %ps : !llvm.ptr -> i32
          %s = llvm.add %v, %i : i32
          llvm.store %s, %ps : i32, !llvm.ptr
          omp.yield
        }
      }
      omp.terminator
    }
    llvm.return
  }

  llvm.func @ws_reduce_dynamic(%n: i32, %out: !llvm.ptr) {
    %four = llvm.mlir.constant(4 : i32) : i32
    %one = llvm.mlir.constant(1 : i32) : i32
    omp.parallel num_threads(%four : i32) {
      omp.wsloop schedule(dynamic = %four : i32) reduction(@add_i32 %out -> %ps : !llvm.ptr) {
        omp.loop_nest (%i) : i32 = (%one) to (%n) inclusive step (%one) {
          %v = llvm.load %ps : !llvm.ptr -> i32
          %s = llvm.add %v, %i : i32
          llvm.store %s, %ps : i32, !llvm.ptr
          omp.yield
        }
      }
      omp.terminator
    }
    llvm.return
  }

  // collapse(2): i in [0, n), j from m down to 1.
  llvm.func @ws_collapse(%n: i32, %m: i32) {
    %four = llvm.mlir.constant(4 : i32) : i32
    %zero = llvm.mlir.constant(0 : i32) : i32
    %one = llvm.mlir.constant(1 : i32) : i32
    %mone = llvm.mlir.constant(-1 : i32) : i32
    omp.parallel num_threads(%four : i32) {
      omp.wsloop {
        omp.loop_nest (%i, %j) : i32 = (%zero, %m) to (%n, %zero) step (%one, %mone) {
          llvm.call @hit2(%i, %j) : (i32, i32) -> ()
          omp.yield
        }
      }
      omp.terminator
    }
    llvm.return
  }

  // private(y) firstprivate(x): each member sees x == 42 first, stores
  // its number in both copies, waits for all, and reports them.
  llvm.func @par_private(%x: !llvm.ptr) {
    %four = llvm.mlir.constant(4 : i32) : i32
    %one = llvm.mlir.constant(1 : i64) : i64
    %y = llvm.alloca %one x i32 : (i64) -> !llvm.ptr
    omp.parallel num_threads(%four : i32) private(@x.firstprivatizer %x -> %px, @y.privatizer %y -> %py : !llvm.ptr, !llvm.ptr) {
      %first = llvm.load %px : !llvm.ptr -> i32
      %me = llvm.call @tp_self() : () -> i32
      llvm.store %me, %px : i32, !llvm.ptr
      llvm.store %me, %py : i32, !llvm.ptr
      omp.barrier
      %xv = llvm.load %px : !llvm.ptr -> i32
      %yv = llvm.load %py : !llvm.ptr -> i32
      %k = llvm.mlir.constant(1000 : i32) : i32
      %code = llvm.mul %xv, %k : i32
      %code2 = llvm.add %code, %yv : i32
      llvm.call @saw(%first, %code2) : (i32, i32) -> ()
      omp.terminator
    }
    llvm.return
  }
  llvm.func @tp_self() -> i32
}

// C: #include <stdatomic.h>
// C: #include <stdio.h>
// C: #include <string.h>
// C: #include "thinpar.h"
// C:
// C: enum { BASE = 2048, MAXT = 16 };
// C: static atomic_int hits[2 * BASE], owner[2 * BASE];
// C: static atomic_int hits2[64][64], arrived;
// C: static atomic_int firsts[MAXT], codes[MAXT];
// C: void hit(int i) { atomic_fetch_add(&hits[i + BASE], 1); atomic_store(&owner[i + BASE], tp_self()); }
// C: void hit2(int i, int j) { atomic_fetch_add(&hits2[i][j], 1); }
// C: void arrived_after_loops(int n) { (void)n; atomic_fetch_add(&arrived, 1); }
// C: void saw(int first, int code) { atomic_store(&firsts[tp_self()], first); atomic_store(&codes[tp_self()], code); }
// C:
// C: void ws_static(int, int, int);
// C: void ws_static_incl(int, int, int);
// C: void ws_chunk(int, int, int, int);
// C: void ws_dynamic(int, int, int, int);
// C: void ws_guided(int, int, int);
// C: void ws_nowait(int);
// C: void ws_reduce(int, int *);
// C: void ws_reduce_dynamic(int, int *);
// C: void ws_collapse(int, int);
// C: void par_private(int *);
// C:
// C: enum check { BLOCKS, CHUNKS, WHOLE_CHUNKS, COVERAGE };
// C:
// C: /* Runs the loop's iterations sequentially to number them k = 0, 1, ...
// C:  * and checks hits[] (each once, nothing else) and the owners. */
// C: static void report(const char *label, int lb, int ub, int st, int incl, enum check check, int chunk) {
// C:   int n = 0, once = 1, blocks = 0, balanced = 1, chunks_ok = 1, min = 1 << 30, max = 0;
// C:   int size[MAXT] = {0}, seen_block_end[MAXT] = {0}, prev = -1;
// C:   for (int i = lb; st > 0 ? (incl ? i <= ub : i < ub) : (incl ? i >= ub : i > ub); i += st, n++) {
// C:     once &= atomic_load(&hits[i + BASE]) == 1;
// C:     atomic_store(&hits[i + BASE], -1000);
// C:     int o = atomic_load(&owner[i + BASE]);
// C:     if (check == BLOCKS) {
// C:       if (o != prev) { if (seen_block_end[o]) balanced = 0; if (prev >= 0) seen_block_end[prev] = 1; blocks++; }
// C:       size[o]++;
// C:     }
// C:     if (check == CHUNKS && o != (n / chunk) % 4) chunks_ok = 0;
// C:     if (check == WHOLE_CHUNKS && n % chunk != 0 && o != prev) chunks_ok = 0;
// C:     prev = o;
// C:   }
// C:   for (int i = 0; i < 2 * BASE; i++) {
// C:     if (atomic_load(&hits[i]) > 0) once = 0; /* an iteration outside the loop */
// C:     atomic_store(&hits[i], 0);
// C:   }
// C:   for (int t = 0; t < MAXT; t++) if (size[t]) { if (size[t] < min) min = size[t]; if (size[t] > max) max = size[t]; }
// C:   if (blocks && max - min > 1) balanced = 0;
// C:   printf("%s [%d, %d%s step %d: %d iterations, %s", label, lb, ub, incl ? "]" : ")", st, n, once ? "each once" : "NOT EACH ONCE");
// C:   if (check == BLOCKS) printf("; %d blocks, %s", blocks, balanced ? "balanced" : "NOT BALANCED");
// C:   if (check == CHUNKS) printf("; %s", chunks_ok ? "chunk k on member k % 4" : "CHUNKS MISPLACED");
// C:   if (check == WHOLE_CHUNKS) printf("; %s", chunks_ok ? "each chunk on one member" : "CHUNKS SPLIT");
// C:   printf("\n");
// C: }
// C:
// C: static int pairs_once(int n, int m, int row0) {
// C:   int ok = 1;
// C:   for (int i = 0; i < 64; i++)
// C:     for (int j = 0; j < 64; j++) {
// C:       int want = row0 < 0 ? (i < n && j >= 1 && j <= m) : (i == row0 && j < n);
// C:       ok &= atomic_load(&hits2[i][j]) == want;
// C:       atomic_store(&hits2[i][j], 0);
// C:     }
// C:   return ok;
// C: }
// C:
// C: int main(void) {
// C:   static const int st[][3] = {{0, 100, 1}, {100, 0, -3}, {-20, 50, 7}, {3, 5, 1}, {7, 8, 1}, {5, 5, 1}, {9, 2, 1}};
// C:   for (unsigned c = 0; c < sizeof st / sizeof st[0]; c++) { ws_static(st[c][0], st[c][1], st[c][2]); report("static", st[c][0], st[c][1], st[c][2], 0, BLOCKS, 0); }
// C:   static const int si[][3] = {{1, 10, 1}, {10, -10, -4}, {3, 3, 1}, {3, 2, 1}};
// C:   for (unsigned c = 0; c < sizeof si / sizeof si[0]; c++) { ws_static_incl(si[c][0], si[c][1], si[c][2]); report("static", si[c][0], si[c][1], si[c][2], 1, BLOCKS, 0); }
// C:   static const int sc[][4] = {{0, 100, 1, 5}, {50, -50, -4, 3}, {0, 1, 1, 7}, {0, 0, 1, 2}};
// C:   for (unsigned c = 0; c < sizeof sc / sizeof sc[0]; c++) {
// C:     char label[32]; snprintf(label, sizeof label, "static chunk %d", sc[c][3]);
// C:     ws_chunk(sc[c][0], sc[c][1], sc[c][2], sc[c][3]); report(label, sc[c][0], sc[c][1], sc[c][2], 0, CHUNKS, sc[c][3]);
// C:   }
// C:   static const int dy[][4] = {{0, 1000, 1, 1}, {0, 1000, 1, 16}, {100, -100, -3, 3}, {6, 7, 1, 4}, {6, 6, 1, 4}};
// C:   for (unsigned c = 0; c < sizeof dy / sizeof dy[0]; c++) {
// C:     char label[32]; snprintf(label, sizeof label, "dynamic chunk %d", dy[c][3]);
// C:     ws_dynamic(dy[c][0], dy[c][1], dy[c][2], dy[c][3]); report(label, dy[c][0], dy[c][1], dy[c][2], 0, dy[c][3] > 1 ? WHOLE_CHUNKS : COVERAGE, dy[c][3]);
// C:   }
// C:   static const int gu[][3] = {{0, 999, 1}, {10, 10, 1}, {30, 0, -2}};
// C:   for (unsigned c = 0; c < sizeof gu / sizeof gu[0]; c++) { ws_guided(gu[c][0], gu[c][1], gu[c][2]); report("guided", gu[c][0], gu[c][1], gu[c][2], 1, COVERAGE, 0); }
// C:
// C:   ws_nowait(50);
// C:   int first_ok = 1;
// C:   for (int i = 0; i < 50; i++) { first_ok &= atomic_load(&hits[i + BASE]) == 1; atomic_store(&hits[i + BASE], 0); }
// C:   int second_ok = pairs_once(50, 0, 1);
// C:   printf("nowait: %s, %d members reached the barrier\n", first_ok && second_ok ? "both loops each once" : "A LOOP MISSED ITERATIONS", atomic_load(&arrived));
// C:
// C:   int sum = 0; ws_reduce(100, &sum); printf("reduce static 1..100: sum %d\n", sum);
// C:   sum = 0; ws_reduce_dynamic(100, &sum); printf("reduce dynamic 1..100: sum %d\n", sum);
// C:
// C:   ws_collapse(7, 5); printf("collapse [0, 7) x (5, 0] step -1: %s\n", pairs_once(7, 5, -1) ? "each pair once" : "NOT EACH PAIR ONCE");
// C:   ws_collapse(0, 5); printf("collapse [0, 0) x (5, 0] step -1: %s\n", pairs_once(0, 5, -1) ? "each pair once" : "NOT EACH PAIR ONCE");
// C:
// C:   int x = 42; par_private(&x);
// C:   int members = 0, first42 = 1, apart = 1;
// C:   for (int t = 0; t < MAXT; t++) {
// C:     int code = atomic_load(&codes[t]);
// C:     if (t >= 4) { if (code) apart = 0; continue; }
// C:     members++;
// C:     first42 &= atomic_load(&firsts[t]) == 42;
// C:     apart &= code == t * 1000 + t;
// C:   }
// C:   printf("private: %d members, firstprivate started at 42 %s, private copies %s, x still %d\n", members, first42 ? "on each" : "NOT ON EACH", apart ? "kept apart" : "SHARED", x);
// C:   return 0;
// C: }
