// REQUIRES: mlir-opt-16, mlir-translate-16, clang-16
// The peers take the output of convert-cir-to-llvm: mlir-opt-16 verifies
// its generic form, and mlir-translate-16's LLVM IR of it, compiled by
// clang-16, runs and prints what the program means. MLIR 16's llvm dialect
// has no overflow flags (MLIR 18's #llvm.overflow<nsw>), so the pass runs
// with overflow-flags=false.
// RUN: strata-opt --convert-cir-to-llvm=overflow-flags=false --mlir-print-op-generic %s > %t.mlir
// RUN: mlir-opt-16 %t.mlir | filecheck %s --check-prefix=PEER
// PEER: llvm.func @main() -> i32
// RUN: mlir-translate-16 --mlir-to-llvmir %t.mlir > %t.ll && clang-16 -w %t.ll -o %t.exe && %t.exe | filecheck %s
// CHECK: sum of odd squares below 10 = 165
// CHECK-NEXT: collatz steps of 27 = 111
// CHECK-NEXT: 2 is even
// CHECK-NEXT: 3 is odd

!s8i = !cir.int<s, 8>
!s32i = !cir.int<s, 32>
!u32i = !cir.int<u, 32>

cir.global internal constant @fmt_sum = #cir.const_array<"sum of odd squares below 10 = %d\0A\00"> : !cir.array<!s8i x 34>
cir.global internal constant @fmt_collatz = #cir.const_array<"collatz steps of 27 = %u\0A\00"> : !cir.array<!s8i x 26>
cir.global internal constant @even = #cir.const_array<"even"> : !cir.array<!s8i x 5>
cir.global internal constant @odd = #cir.const_array<"odd"> : !cir.array<!s8i x 5>
cir.global internal constant @fmt_parity = #cir.const_array<"%d is %s\0A\00"> : !cir.array<!s8i x 10>
cir.func private @printf(!cir.ptr<!s8i>, ...) -> !s32i

cir.func internal @collatz(%start: !u32i) -> !u32i {
  %n = cir.alloca !u32i, !cir.ptr<!u32i>, ["n"] {alignment = 4 : i64}
  %steps = cir.alloca !u32i, !cir.ptr<!u32i>, ["steps"] {alignment = 4 : i64}
  %one = cir.const #cir.int<1> : !u32i
  %two = cir.const #cir.int<2> : !u32i
  %three = cir.const #cir.int<3> : !u32i
  %zero = cir.const #cir.int<0> : !u32i
  cir.store %start, %n : !u32i, !cir.ptr<!u32i>
  cir.store %zero, %steps : !u32i, !cir.ptr<!u32i>
  cir.while {
    %v = cir.load %n : !cir.ptr<!u32i>, !u32i
    %ne = cir.cmp(ne, %v, %one) : !u32i, !cir.bool
    cir.condition(%ne)
  } do {
    %v = cir.load %n : !cir.ptr<!u32i>, !u32i
    %r = cir.binop(rem, %v, %two) : !u32i
    %isodd = cir.cast(int_to_bool, %r : !u32i), !cir.bool
    %next = cir.ternary(%isodd, true {
      %t = cir.binop(mul, %v, %three) : !u32i
      %t1 = cir.binop(add, %t, %one) : !u32i
      cir.yield %t1 : !u32i
    }, false {
      %h = cir.binop(div, %v, %two) : !u32i
      cir.yield %h : !u32i
    }) : (!cir.bool) -> !u32i
    cir.store %next, %n : !u32i, !cir.ptr<!u32i>
    %s = cir.load %steps : !cir.ptr<!u32i>, !u32i
    %s1 = cir.unary(inc, %s) : !u32i, !u32i
    cir.store %s1, %steps : !u32i, !cir.ptr<!u32i>
  }
  %r = cir.load %steps : !cir.ptr<!u32i>, !u32i
  cir.return %r : !u32i
}

cir.func @main() -> !s32i {
  %sum = cir.alloca !s32i, !cir.ptr<!s32i>, ["sum"] {alignment = 4 : i64}
  %c0 = cir.const #cir.int<0> : !s32i
  %c1 = cir.const #cir.int<1> : !s32i
  %c2 = cir.const #cir.int<2> : !s32i
  %c3 = cir.const #cir.int<3> : !s32i
  %c10 = cir.const #cir.int<10> : !s32i
  cir.store %c0, %sum : !s32i, !cir.ptr<!s32i>
  cir.scope {
    %i = cir.alloca !s32i, !cir.ptr<!s32i>, ["i"] {alignment = 4 : i64}
    cir.store %c0, %i : !s32i, !cir.ptr<!s32i>
    cir.for : cond {
      %iv = cir.load %i : !cir.ptr<!s32i>, !s32i
      %lt = cir.cmp(lt, %iv, %c10) : !s32i, !cir.bool
      cir.condition(%lt)
    } body {
      %iv = cir.load %i : !cir.ptr<!s32i>, !s32i
      %r = cir.binop(rem, %iv, %c2) : !s32i
      %even = cir.cmp(eq, %r, %c0) : !s32i, !cir.bool
      cir.if %even {
        cir.continue
      }
      %sq = cir.binop(mul, %iv, %iv) : !s32i
      %s = cir.load %sum : !cir.ptr<!s32i>, !s32i
      %s1 = cir.binop(add, %s, %sq) : !s32i
      cir.store %s1, %sum : !s32i, !cir.ptr<!s32i>
      cir.yield
    } step {
      %iv = cir.load %i : !cir.ptr<!s32i>, !s32i
      %n = cir.unary(inc, %iv) : !s32i, !s32i
      cir.store %n, %i : !s32i, !cir.ptr<!s32i>
      cir.yield
    }
  }
  %f = cir.get_global @fmt_sum : !cir.ptr<!cir.array<!s8i x 34>>
  %fp = cir.cast(array_to_ptrdecay, %f : !cir.ptr<!cir.array<!s8i x 34>>), !cir.ptr<!s8i>
  %sv = cir.load %sum : !cir.ptr<!s32i>, !s32i
  %0 = cir.call @printf(%fp, %sv) : (!cir.ptr<!s8i>, !s32i) -> !s32i
  %c27 = cir.const #cir.int<27> : !u32i
  %steps = cir.call @collatz(%c27) : (!u32i) -> !u32i
  %g = cir.get_global @fmt_collatz : !cir.ptr<!cir.array<!s8i x 26>>
  %gp = cir.cast(array_to_ptrdecay, %g : !cir.ptr<!cir.array<!s8i x 26>>), !cir.ptr<!s8i>
  %1 = cir.call @printf(%gp, %steps) : (!cir.ptr<!s8i>, !u32i) -> !s32i
  cir.scope {
    %i = cir.alloca !s32i, !cir.ptr<!s32i>, ["i"] {alignment = 4 : i64}
    cir.store %c2, %i : !s32i, !cir.ptr<!s32i>
    cir.do {
      %iv = cir.load %i : !cir.ptr<!s32i>, !s32i
      %r = cir.binop(and, %iv, %c1) : !s32i
      %which = cir.alloca !cir.ptr<!s8i>, !cir.ptr<!cir.ptr<!s8i>>, ["which"] {alignment = 8 : i64}
      cir.switch (%r : !s32i) [
      case (equal, 0) {
        %e = cir.get_global @even : !cir.ptr<!cir.array<!s8i x 5>>
        %ep = cir.cast(array_to_ptrdecay, %e : !cir.ptr<!cir.array<!s8i x 5>>), !cir.ptr<!s8i>
        cir.store %ep, %which : !cir.ptr<!s8i>, !cir.ptr<!cir.ptr<!s8i>>
        cir.break
      },
      case (default) {
        %o = cir.get_global @odd : !cir.ptr<!cir.array<!s8i x 5>>
        %op = cir.cast(array_to_ptrdecay, %o : !cir.ptr<!cir.array<!s8i x 5>>), !cir.ptr<!s8i>
        cir.store %op, %which : !cir.ptr<!s8i>, !cir.ptr<!cir.ptr<!s8i>>
        cir.break
      }
      ]
      %w = cir.load %which : !cir.ptr<!cir.ptr<!s8i>>, !cir.ptr<!s8i>
      %pf = cir.get_global @fmt_parity : !cir.ptr<!cir.array<!s8i x 10>>
      %pfp = cir.cast(array_to_ptrdecay, %pf : !cir.ptr<!cir.array<!s8i x 10>>), !cir.ptr<!s8i>
      %2 = cir.call @printf(%pfp, %iv, %w) : (!cir.ptr<!s8i>, !s32i, !cir.ptr<!s8i>) -> !s32i
      %n = cir.unary(inc, %iv) : !s32i, !s32i
      cir.store %n, %i : !s32i, !cir.ptr<!s32i>
      cir.yield
    } while {
      %iv = cir.load %i : !cir.ptr<!s32i>, !s32i
      %le = cir.cmp(le, %iv, %c3) : !s32i, !cir.bool
      cir.condition(%le)
    }
  }
  cir.return %c0 : !s32i
}
