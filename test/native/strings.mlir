// Strings: literals, a global char buffer initialized from a shorter
// literal (the rest zero), strlen and reverse by hand, a switch on
// characters (promoted to int), and in-place upper-casing through a char
// pointer with && as cir.ternary (strings.c).
// REQUIRES: opt, llc, gcc
// RUN: %cir-exe && %gcc-exe && %run-compare
// RUN: filecheck %s < %t.out
// CHECK: a string literal: 16 chars, 5 vowels
// CHECK-NEXT: !atarts ,olleH
// CHECK-NEXT: !atart|a|0
// CHECK-NEXT: !ATART

!s8i = !cir.int<s, 8>
!s32i = !cir.int<s, 32>
!str = !cir.ptr<!s8i>
!buf = !cir.array<!s8i x 32>

cir.global external @buf = #cir.const_array<"Hello, strata!\00"> : !buf
cir.global internal constant @msg = #cir.const_array<"a string literal\00"> : !cir.array<!s8i x 17>
cir.global internal constant @fmt1 = #cir.const_array<"%s: %d chars, %d vowels\0A\00"> : !cir.array<!s8i x 25>
cir.global internal constant @fmt2 = #cir.const_array<"%s\0A\00"> : !cir.array<!s8i x 4>
cir.global internal constant @fmt3 = #cir.const_array<"%s|%c|%d\0A\00"> : !cir.array<!s8i x 10>
cir.func private @printf(!str, ...) -> !s32i

cir.func internal @my_strlen(%s: !str) -> !s32i {
  %n = cir.alloca !s32i, !cir.ptr<!s32i>, ["n"] {alignment = 4 : i64}
  %c0 = cir.const #cir.int<0> : !s32i
  cir.store %c0, %n : !s32i, !cir.ptr<!s32i>
  cir.while {
    %nv = cir.load %n : !cir.ptr<!s32i>, !s32i
    %p = cir.ptr_stride(%s : !str, %nv : !s32i), !str
    %c = cir.load %p : !str, !s8i
    %ci = cir.cast(integral, %c : !s8i), !s32i
    %ne = cir.cmp(ne, %ci, %c0) : !s32i, !cir.bool
    cir.condition(%ne)
  } do {
    %nv = cir.load %n : !cir.ptr<!s32i>, !s32i
    %nx = cir.unary(inc, %nv) : !s32i, !s32i
    cir.store %nx, %n : !s32i, !cir.ptr<!s32i>
    cir.yield
  }
  %r = cir.load %n : !cir.ptr<!s32i>, !s32i
  cir.return %r : !s32i
}

cir.func internal @reverse(%s: !str) {
  %i = cir.alloca !s32i, !cir.ptr<!s32i>, ["i"] {alignment = 4 : i64}
  %j = cir.alloca !s32i, !cir.ptr<!s32i>, ["j"] {alignment = 4 : i64}
  %c0 = cir.const #cir.int<0> : !s32i
  %c1 = cir.const #cir.int<1> : !s32i
  cir.store %c0, %i : !s32i, !cir.ptr<!s32i>
  %len = cir.call @my_strlen(%s) : (!str) -> !s32i
  %last = cir.binop(sub, %len, %c1) : !s32i
  cir.store %last, %j : !s32i, !cir.ptr<!s32i>
  cir.while {
    %iv = cir.load %i : !cir.ptr<!s32i>, !s32i
    %jv = cir.load %j : !cir.ptr<!s32i>, !s32i
    %lt = cir.cmp(lt, %iv, %jv) : !s32i, !cir.bool
    cir.condition(%lt)
  } do {
    cir.scope {
      %t = cir.alloca !s8i, !cir.ptr<!s8i>, ["t"] {alignment = 1 : i64}
      %iv = cir.load %i : !cir.ptr<!s32i>, !s32i
      %pi = cir.ptr_stride(%s : !str, %iv : !s32i), !str
      %ci = cir.load %pi : !str, !s8i
      cir.store %ci, %t : !s8i, !cir.ptr<!s8i>
      %jv = cir.load %j : !cir.ptr<!s32i>, !s32i
      %pj = cir.ptr_stride(%s : !str, %jv : !s32i), !str
      %cj = cir.load %pj : !str, !s8i
      cir.store %cj, %pi : !s8i, !str
      %tv = cir.load %t : !cir.ptr<!s8i>, !s8i
      cir.store %tv, %pj : !s8i, !str
      %inc = cir.unary(inc, %iv) : !s32i, !s32i
      cir.store %inc, %i : !s32i, !cir.ptr<!s32i>
      %dec = cir.unary(dec, %jv) : !s32i, !s32i
      cir.store %dec, %j : !s32i, !cir.ptr<!s32i>
    }
    cir.yield
  }
  cir.return
}

cir.func internal @count_vowels(%s0: !str) -> !s32i {
  %s = cir.alloca !str, !cir.ptr<!str>, ["s"] {alignment = 8 : i64}
  %c = cir.alloca !s32i, !cir.ptr<!s32i>, ["c"] {alignment = 4 : i64}
  cir.store %s0, %s : !str, !cir.ptr<!str>
  %c0 = cir.const #cir.int<0> : !s32i
  cir.store %c0, %c : !s32i, !cir.ptr<!s32i>
  cir.for : cond {
    %sv = cir.load %s : !cir.ptr<!str>, !str
    %ch = cir.load %sv : !str, !s8i
    %nz = cir.cast(int_to_bool, %ch : !s8i), !cir.bool
    cir.condition(%nz)
  } body {
    %sv = cir.load %s : !cir.ptr<!str>, !str
    %ch = cir.load %sv : !str, !s8i
    %chi = cir.cast(integral, %ch : !s8i), !s32i
    cir.switch (%chi : !s32i) [
    case (anyof, [97, 101, 105, 111, 117] : !s32i) {
      %cv = cir.load %c : !cir.ptr<!s32i>, !s32i
      %cv2 = cir.unary(inc, %cv) : !s32i, !s32i
      cir.store %cv2, %c : !s32i, !cir.ptr<!s32i>
      cir.yield
    }
    ]
    cir.yield
  } step {
    %sv = cir.load %s : !cir.ptr<!str>, !str
    %one = cir.const #cir.int<1> : !s32i
    %nx = cir.ptr_stride(%sv : !str, %one : !s32i), !str
    cir.store %nx, %s : !str, !cir.ptr<!str>
    cir.yield
  }
  %r = cir.load %c : !cir.ptr<!s32i>, !s32i
  cir.return %r : !s32i
}

cir.func @main() -> !s32i {
  %c0 = cir.const #cir.int<0> : !s32i
  %c1 = cir.const #cir.int<1> : !s32i
  %gm = cir.get_global @msg : !cir.ptr<!cir.array<!s8i x 17>>
  %msg = cir.cast(array_to_ptrdecay, %gm : !cir.ptr<!cir.array<!s8i x 17>>), !str
  %len = cir.call @my_strlen(%msg) : (!str) -> !s32i
  %vow = cir.call @count_vowels(%msg) : (!str) -> !s32i
  %f1 = cir.get_global @fmt1 : !cir.ptr<!cir.array<!s8i x 25>>
  %f1p = cir.cast(array_to_ptrdecay, %f1 : !cir.ptr<!cir.array<!s8i x 25>>), !str
  %r1 = cir.call @printf(%f1p, %msg, %len, %vow) : (!str, !str, !s32i, !s32i) -> !s32i
  %gb = cir.get_global @buf : !cir.ptr<!buf>
  %b = cir.cast(array_to_ptrdecay, %gb : !cir.ptr<!buf>), !str
  cir.call @reverse(%b) : (!str) -> ()
  %f2 = cir.get_global @fmt2 : !cir.ptr<!cir.array<!s8i x 4>>
  %f2p = cir.cast(array_to_ptrdecay, %f2 : !cir.ptr<!cir.array<!s8i x 4>>), !str
  %r2 = cir.call @printf(%f2p, %b) : (!str, !str) -> !s32i
  // buf[6] = 0;
  %c6 = cir.const #cir.int<6> : !s32i
  %b6 = cir.ptr_stride(%b : !str, %c6 : !s32i), !str
  %zc = cir.cast(integral, %c0 : !s32i), !s8i
  cir.store %zc, %b6 : !s8i, !str
  %b1p = cir.ptr_stride(%b : !str, %c1 : !s32i), !str
  %b1 = cir.load %b1p : !str, !s8i
  %b1i = cir.cast(integral, %b1 : !s8i), !s32i
  %c20 = cir.const #cir.int<20> : !s32i
  %b20p = cir.ptr_stride(%b : !str, %c20 : !s32i), !str
  %b20 = cir.load %b20p : !str, !s8i
  %b20i = cir.cast(integral, %b20 : !s8i), !s32i
  %f3 = cir.get_global @fmt3 : !cir.ptr<!cir.array<!s8i x 10>>
  %f3p = cir.cast(array_to_ptrdecay, %f3 : !cir.ptr<!cir.array<!s8i x 10>>), !str
  %r3 = cir.call @printf(%f3p, %b, %b1i, %b20i) : (!str, !str, !s32i, !s32i) -> !s32i
  // for (char *p = buf; *p; p++) if (*p >= 'a' && *p <= 'z') *p = *p - 'a' + 'A';
  cir.scope {
    %p = cir.alloca !str, !cir.ptr<!str>, ["p"] {alignment = 8 : i64}
    cir.store %b, %p : !str, !cir.ptr<!str>
    cir.for : cond {
      %pv = cir.load %p : !cir.ptr<!str>, !str
      %ch = cir.load %pv : !str, !s8i
      %nz = cir.cast(int_to_bool, %ch : !s8i), !cir.bool
      cir.condition(%nz)
    } body {
      %pv = cir.load %p : !cir.ptr<!str>, !str
      %ch = cir.load %pv : !str, !s8i
      %chi = cir.cast(integral, %ch : !s8i), !s32i
      %lo = cir.const #cir.int<97> : !s32i
      %ge = cir.cmp(ge, %chi, %lo) : !s32i, !cir.bool
      %lower = cir.ternary(%ge, true {
        %ch2 = cir.load %pv : !str, !s8i
        %ch2i = cir.cast(integral, %ch2 : !s8i), !s32i
        %hi = cir.const #cir.int<122> : !s32i
        %le = cir.cmp(le, %ch2i, %hi) : !s32i, !cir.bool
        cir.yield %le : !cir.bool
      }, false {
        %f = cir.const #cir.bool<false> : !cir.bool
        cir.yield %f : !cir.bool
      }) : (!cir.bool) -> !cir.bool
      cir.if %lower {
        %ch3 = cir.load %pv : !str, !s8i
        %ch3i = cir.cast(integral, %ch3 : !s8i), !s32i
        %off = cir.binop(sub, %ch3i, %lo) : !s32i
        %upA = cir.const #cir.int<65> : !s32i
        %up = cir.binop(add, %off, %upA) : !s32i
        %upc = cir.cast(integral, %up : !s32i), !s8i
        cir.store %upc, %pv : !s8i, !str
      }
      cir.yield
    } step {
      %pv = cir.load %p : !cir.ptr<!str>, !str
      %nx = cir.ptr_stride(%pv : !str, %c1 : !s32i), !str
      cir.store %nx, %p : !str, !cir.ptr<!str>
      cir.yield
    }
  }
  %r4 = cir.call @printf(%f2p, %b) : (!str, !str) -> !s32i
  cir.return %c0 : !s32i
}
