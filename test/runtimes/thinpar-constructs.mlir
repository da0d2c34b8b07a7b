// The fourth runtime, thinpar (runtimes/thinpar), lowered from its spec
// alone (runtimes/thinpar/thinpar.dsl, loaded with --omp-lower-dsl; no Go
// code knows it): parallel with num_threads, if and the default width,
// barrier, critical (unnamed and named), single (and nowait), master,
// masked, atomic update. The lowered IR is checked for the library's call
// sequence (LOWER), then built with thinpar.c and the C harness below
// (the "// C:" lines, extracted with sed), run with THINPAR_WIDTH=5, and
// its observations checked.
//
// REQUIRES: llc, gcc
// RUN: strata-opt --omp-lower-dsl=%S/../../runtimes/thinpar/thinpar.dsl --omp-lower-runtime=thinpar --omp-to-omp-lower --omp-outline --omp-lower-plan %s > %t.mlir
// RUN: filecheck --check-prefix=LOWER %s < %t.mlir
// RUN: sed -n 's|^// C: \{0,1\}||p' %s > %t.c
// RUN: strata-opt --convert-to-llvm %t.mlir | strata-translate --mlir-to-llvmir | llc -relocation-model=pic -filetype=obj -o %t.o
// RUN: gcc -std=c11 -O1 -I%S/../../runtimes/thinpar %t.c %t.o %S/../../runtimes/thinpar/thinpar.c -pthread -o %t.exe
// RUN: env THINPAR_WIDTH=5 %t.exe | filecheck %s

// The library's entry points are declared with the types the calls give.
// LOWER-DAG:   llvm.func @tp_team_run(!llvm.ptr, !llvm.ptr, i32)
// LOWER-DAG:   llvm.func @tp_sync()
// LOWER-DAG:   llvm.func @tp_lock(!llvm.ptr)
// LOWER-DAG:   llvm.func @tp_unlock(!llvm.ptr)
// LOWER-DAG:   llvm.func @tp_once() -> i8
// LOWER-DAG:   llvm.func @tp_self() -> i32
// LOWER-DAG:   llvm.mlir.global common @thinpar.critical.alpha() {{.*}} : !llvm.array<1 x i32>
// LOWER-DAG:   llvm.mlir.global common @thinpar.critical.() {{.*}} : !llvm.array<1 x i32>
// LOWER-LABEL: llvm.func @par_num_threads(%arg0: i32
// LOWER:         %[[FN:.*]] = llvm.mlir.addressof @par_num_threads.omp_outlined
// LOWER:         llvm.call @tp_team_run(%[[FN]], %{{.*}}, %arg0) : (!llvm.ptr, !llvm.ptr, i32) -> ()
// LOWER-LABEL: llvm.func internal @par_num_threads.omp_outlined(%arg0: !llvm.ptr {llvm.noalias})
// LOWER-LABEL: llvm.func @par_default(
// LOWER:         %[[ZERO:.*]] = llvm.mlir.constant(0 : i32) : i32
// LOWER:         llvm.call @tp_team_run(%{{.*}}, %{{.*}}, %[[ZERO]])
// LOWER-LABEL: llvm.func @par_if(%arg0: i1
// LOWER:         %[[W:.*]] = llvm.select %arg0, %{{.*}}, %{{.*}} : i1, i32
// LOWER:         llvm.call @tp_team_run(%{{.*}}, %{{.*}}, %[[W]])
// LOWER-LABEL: llvm.func @sync_constructs(
// LOWER-NOT:     omp.
// LOWER:         llvm.call @tp_team_run(
// LOWER-LABEL: llvm.func internal @sync_constructs.omp_outlined(
// LOWER-NOT:     omp.
// LOWER:         llvm.call @arrive(
// LOWER-NEXT:    llvm.call @tp_sync()
// LOWER-NEXT:    llvm.call @crossed(
// LOWER-NEXT:    %[[L0:.*]] = llvm.mlir.addressof @thinpar.critical. : !llvm.ptr
// LOWER-NEXT:    llvm.call @tp_lock(%[[L0]])
// LOWER-NEXT:    llvm.call @bump_plain()
// LOWER-NEXT:    llvm.call @tp_unlock(%[[L0]])
// LOWER-NEXT:    %[[L1:.*]] = llvm.mlir.addressof @thinpar.critical.alpha : !llvm.ptr
// LOWER-NEXT:    llvm.call @tp_lock(%[[L1]])
// LOWER:         llvm.call @tp_unlock(%[[L1]])
// LOWER-NEXT:    %[[ONCE:.*]] = llvm.call @tp_once() : () -> i8
// LOWER:         llvm.call @in_single(
// LOWER:         llvm.call @tp_sync()
// LOWER-NEXT:    llvm.call @after_single(
// LOWER-NEXT:    llvm.call @tp_once() : () -> i8
// LOWER-NOT:     llvm.call @tp_sync()
// LOWER:         llvm.call @in_single_nowait(
// LOWER-NOT:     llvm.call @tp_sync()
// LOWER:         llvm.call @tp_self() : () -> i32
// LOWER:         llvm.call @in_master(
// LOWER:         llvm.call @tp_self() : () -> i32
// LOWER:         llvm.call @in_masked(
// LOWER:         llvm.atomicrmw add %{{.*}}, %{{.*}} monotonic : !llvm.ptr, i64
// LOWER-NOT:     llvm.call @tp_sync()
// LOWER:         llvm.return

// CHECK: outside: self 0, width 1
// CHECK-NEXT: num_threads(3): 3 members ran once each, each saw width 3
// CHECK-NEXT: num_threads(1): 1 members ran once each, each saw width 1
// CHECK-NEXT: num_threads(8): 8 members ran once each, each saw width 8
// CHECK-NEXT: default width: 5 members ran once each, each saw width 5
// CHECK-NEXT: if(true) num_threads(4): 4 members ran once each, each saw width 4
// CHECK-NEXT: if(false) num_threads(4): 1 members ran once each, each saw width 1
// CHECK-NEXT: team of 6: 6 members ran once each, each saw width 6
// CHECK-NEXT: barrier: 50 rounds, 0 crossed early
// CHECK-NEXT: critical: plain 300000 (expected 300000), alpha 600000 (expected 600000)
// CHECK-NEXT: single: 50 rounds run by one member each, 0 members past the barrier early
// CHECK-NEXT: single nowait: 50 rounds run by one member each
// CHECK-NEXT: master: 50 runs, all on member 0
// CHECK-NEXT: masked filter(2): 50 runs, all on member 2
// CHECK-NEXT: atomic: 300 (expected 300)

module {
  llvm.func @ran(i32)
  llvm.func @arrive(i32)
  llvm.func @crossed(i32)
  llvm.func @bump_plain()
  llvm.func @bump_alpha()
  llvm.func @in_single(i32)
  llvm.func @after_single(i32)
  llvm.func @in_single_nowait(i32)
  llvm.func @in_master(i32)
  llvm.func @in_masked(i32)
  llvm.mlir.global external @rounds() : i32
  llvm.mlir.global external @atomic_counter() : i64

  omp.critical.declare @alpha

  llvm.func @par_num_threads(%n: i32, %tag: i32) {
    omp.parallel num_threads(%n : i32) {
      llvm.call @ran(%tag) : (i32) -> ()
      omp.terminator
    }
    llvm.return
  }

  llvm.func @par_default(%tag: i32) {
    omp.parallel {
      llvm.call @ran(%tag) : (i32) -> ()
      omp.terminator
    }
    llvm.return
  }

  llvm.func @par_if(%c: i1, %tag: i32) {
    %four = llvm.mlir.constant(4 : i32) : i32
    omp.parallel if(%c) num_threads(%four : i32) {
      llvm.call @ran(%tag) : (i32) -> ()
      omp.terminator
    }
    llvm.return
  }

  // One team of 6 runs every synchronization construct, rounds times.
  llvm.func @sync_constructs(%tag: i32) {
    %six = llvm.mlir.constant(6 : i32) : i32
    %two = llvm.mlir.constant(2 : i32) : i32
    %one = llvm.mlir.constant(1 : i64) : i64
    %zero = llvm.mlir.constant(0 : i32) : i32
    %g = llvm.mlir.addressof @rounds : !llvm.ptr
    %n = llvm.load %g : !llvm.ptr -> i32
    %ctr = llvm.mlir.addressof @atomic_counter : !llvm.ptr
    omp.parallel num_threads(%six : i32) {
      llvm.call @ran(%tag) : (i32) -> ()
      llvm.br ^head(%zero : i32)
    ^head(%r: i32):
      %more = llvm.icmp "slt" %r, %n : i32
      llvm.cond_br %more, ^body, ^done
    ^body:
      llvm.call @arrive(%r) : (i32) -> ()
      omp.barrier
      llvm.call @crossed(%r) : (i32) -> ()
      omp.critical {
        llvm.call @bump_plain() : () -> ()
        omp.terminator
      }
      omp.critical(@alpha) {
        llvm.call @bump_alpha() : () -> ()
        llvm.call @bump_alpha() : () -> ()
        omp.terminator
      }
      omp.single {
        llvm.call @in_single(%r) : (i32) -> ()
        omp.terminator
      }
      llvm.call @after_single(%r) : (i32) -> ()
      omp.single nowait {
        llvm.call @in_single_nowait(%r) : (i32) -> ()
        omp.terminator
      }
      omp.master {
        llvm.call @in_master(%r) : (i32) -> ()
        omp.terminator
      }
      omp.masked filter(%two : i32) {
        llvm.call @in_masked(%r) : (i32) -> ()
        omp.terminator
      }
      omp.atomic.update %ctr : !llvm.ptr {
      ^bb0(%old: i64):
        %new = llvm.add %old, %one : i64
        omp.yield(%new : i64)
      }
      %one32 = llvm.mlir.constant(1 : i32) : i32
      %next = llvm.add %r, %one32 : i32
      llvm.br ^head(%next : i32)
    ^done:
      omp.terminator
    }
    llvm.return
  }
}

// C: #include <stdatomic.h>
// C: #include <stdbool.h>
// C: #include <stdio.h>
// C: #include <string.h>
// C: #include "thinpar.h"
// C:
// C: enum { MAXT = 16, ROUNDS = 50 };
// C: int rounds = ROUNDS;
// C: long atomic_counter;
// C: static atomic_int ran_by[MAXT], width_seen[MAXT];
// C: static atomic_int arrived[ROUNDS], early;
// C: static volatile long plain, alpha; /* not atomic: critical guards them */
// C: static atomic_int single_runs[ROUNDS], single_early;
// C: static atomic_int nowait_runs[ROUNDS];
// C: static atomic_int master_runs, master_elsewhere, masked_runs, masked_elsewhere;
// C:
// C: void ran(int tag) { (void)tag; atomic_fetch_add(&ran_by[tp_self()], 1); atomic_store(&width_seen[tp_self()], tp_width()); }
// C: void arrive(int r) { atomic_fetch_add(&arrived[r], 1); }
// C: void crossed(int r) { if (atomic_load(&arrived[r]) != tp_width()) atomic_fetch_add(&early, 1); }
// C: void bump_plain(void) { for (int i = 0; i < 1000; i++) plain = plain + 1; }
// C: void bump_alpha(void) { for (int i = 0; i < 1000; i++) alpha = alpha + 1; }
// C: void in_single(int r) { atomic_fetch_add(&single_runs[r], 1); }
// C: void after_single(int r) { if (atomic_load(&single_runs[r]) != 1) atomic_fetch_add(&single_early, 1); }
// C: void in_single_nowait(int r) { atomic_fetch_add(&nowait_runs[r], 1); }
// C: void in_master(int r) { (void)r; atomic_fetch_add(&master_runs, 1); if (tp_self() != 0) atomic_fetch_add(&master_elsewhere, 1); }
// C: void in_masked(int r) { (void)r; atomic_fetch_add(&masked_runs, 1); if (tp_self() != 2) atomic_fetch_add(&masked_elsewhere, 1); }
// C:
// C: void par_num_threads(int, int);
// C: void par_default(int);
// C: void par_if(bool, int);
// C: void sync_constructs(int);
// C:
// C: static void team_report(const char *label) {
// C:   int members = 0, once = 1, width = 0, same = 1;
// C:   for (int t = 0; t < MAXT; t++) {
// C:     int n = atomic_load(&ran_by[t]);
// C:     if (n == 0) continue;
// C:     members++;
// C:     once &= n == 1;
// C:     if (width == 0) width = atomic_load(&width_seen[t]);
// C:     same &= atomic_load(&width_seen[t]) == width;
// C:   }
// C:   for (int t = 0; t < members; t++) once &= atomic_load(&ran_by[t]) == 1;
// C:   printf("%s: %d members ran %s, %s %d\n", label, members, once ? "once each" : "NOT ONCE EACH", same ? "each saw width" : "WIDTHS DIFFER, first", width);
// C:   memset(ran_by, 0, sizeof ran_by);
// C:   memset(width_seen, 0, sizeof width_seen);
// C: }
// C:
// C: int main(void) {
// C:   printf("outside: self %d, width %d\n", tp_self(), tp_width());
// C:   par_num_threads(3, 0); team_report("num_threads(3)");
// C:   par_num_threads(1, 0); team_report("num_threads(1)");
// C:   par_num_threads(8, 0); team_report("num_threads(8)");
// C:   par_default(0); team_report("default width");
// C:   par_if(true, 0); team_report("if(true) num_threads(4)");
// C:   par_if(false, 0); team_report("if(false) num_threads(4)");
// C:   sync_constructs(0); team_report("team of 6");
// C:   int complete = 0, singles = 0, nowaits = 0;
// C:   for (int r = 0; r < ROUNDS; r++) {
// C:     complete += atomic_load(&arrived[r]) == 6;
// C:     singles += atomic_load(&single_runs[r]) == 1;
// C:     nowaits += atomic_load(&nowait_runs[r]) == 1;
// C:   }
// C:   printf("barrier: %d rounds, %d crossed early\n", complete, atomic_load(&early));
// C:   printf("critical: plain %ld (expected %d), alpha %ld (expected %d)\n", plain, 6 * ROUNDS * 1000, alpha, 2 * 6 * ROUNDS * 1000);
// C:   printf("single: %d rounds run by one member each, %d members past the barrier early\n", singles, atomic_load(&single_early));
// C:   printf("single nowait: %d rounds run by one member each\n", nowaits);
// C:   printf("master: %d runs, %s\n", atomic_load(&master_runs), atomic_load(&master_elsewhere) ? "SOME ELSEWHERE" : "all on member 0");
// C:   printf("masked filter(2): %d runs, %s\n", atomic_load(&masked_runs), atomic_load(&masked_elsewhere) ? "SOME ELSEWHERE" : "all on member 2");
// C:   printf("atomic: %ld (expected %d)\n", atomic_counter, 6 * ROUNDS);
// C:   return 0;
// C: }
