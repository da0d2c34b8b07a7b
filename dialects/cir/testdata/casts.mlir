// Every cast kind, and the unary, binary and comparison kinds.
cir.func @casts(%i: !cir.int<s, 32>, %u: !cir.int<u, 8>, %f: !cir.float, %d: !cir.double, %b: !cir.bool, %p: !cir.ptr<!cir.int<s, 32>>, %a: !cir.ptr<!cir.array<!cir.double x 8>>) {
  %0 = cir.cast(integral, %i : !cir.int<s, 32>), !cir.int<s, 64>
  %1 = cir.cast(integral, %u : !cir.int<u, 8>), !cir.int<s, 32>
  %2 = cir.cast(floating, %f : !cir.float), !cir.double
  %3 = cir.cast(floating, %d : !cir.double), !cir.long_double
  %4 = cir.cast(int_to_float, %u : !cir.int<u, 8>), !cir.double
  %5 = cir.cast(float_to_int, %d : !cir.double), !cir.int<u, 32>
  %6 = cir.cast(int_to_bool, %i : !cir.int<s, 32>), !cir.bool
  %7 = cir.cast(float_to_bool, %f : !cir.float), !cir.bool
  %8 = cir.cast(ptr_to_bool, %p : !cir.ptr<!cir.int<s, 32>>), !cir.bool
  %9 = cir.cast(bool_to_int, %b : !cir.bool), !cir.int<s, 32>
  %10 = cir.cast(bool_to_float, %b : !cir.bool), !cir.float
  %11 = cir.cast(array_to_ptrdecay, %a : !cir.ptr<!cir.array<!cir.double x 8>>), !cir.ptr<!cir.double>
  %12 = cir.cast(bitcast, %p : !cir.ptr<!cir.int<s, 32>>), !cir.ptr<!cir.void>
  %z = cir.const #cir.int<0> : !cir.int<s, 64>
  %13 = cir.cast(null_to_ptr, %z : !cir.int<s, 64>), !cir.ptr<!cir.int<u, 8>>
  %14 = cir.cast(int_to_ptr, %0 : !cir.int<s, 64>), !cir.ptr<!cir.int<s, 32>>
  %15 = cir.cast(ptr_to_int, %p : !cir.ptr<!cir.int<s, 32>>), !cir.int<u, 64>
  cir.return
}

cir.func @arith(%i: !cir.int<s, 32>, %u: !cir.int<u, 32>, %d: !cir.double, %b: !cir.bool, %p: !cir.ptr<!cir.int<s, 32>>) {
  %0 = cir.binop(add, %i, %i) : !cir.int<s, 32>
  %1 = cir.binop(sub, %d, %d) : !cir.double
  %2 = cir.binop(mul, %u, %u) : !cir.int<u, 32>
  %3 = cir.binop(div, %u, %u) : !cir.int<u, 32>
  %4 = cir.binop(rem, %i, %i) : !cir.int<s, 32>
  %5 = cir.binop(and, %b, %b) : !cir.bool
  %6 = cir.binop(or, %u, %u) : !cir.int<u, 32>
  %7 = cir.binop(xor, %i, %i) : !cir.int<s, 32>
  %8 = cir.binop(shl, %i, %i) : !cir.int<s, 32>
  %9 = cir.binop(shr, %u, %u) : !cir.int<u, 32>
  %10 = cir.unary(inc, %d) : !cir.double, !cir.double
  %11 = cir.unary(dec, %i) : !cir.int<s, 32>, !cir.int<s, 32>
  %12 = cir.unary(plus, %i) : !cir.int<s, 32>, !cir.int<s, 32>
  %13 = cir.unary(minus, %d) : !cir.double, !cir.double
  %14 = cir.unary(not, %u) : !cir.int<u, 32>, !cir.int<u, 32>
  %15 = cir.unary(lnot, %b) : !cir.bool, !cir.bool
  %16 = cir.cmp(lt, %i, %i) : !cir.int<s, 32>, !cir.bool
  %17 = cir.cmp(le, %u, %u) : !cir.int<u, 32>, !cir.bool
  %18 = cir.cmp(gt, %d, %d) : !cir.double, !cir.bool
  %19 = cir.cmp(ge, %d, %d) : !cir.double, !cir.bool
  %20 = cir.cmp(eq, %p, %p) : !cir.ptr<!cir.int<s, 32>>, !cir.bool
  %21 = cir.cmp(ne, %b, %b) : !cir.bool, !cir.bool
  %22 = cir.select if %16 then %d else %1 : (!cir.bool, !cir.double, !cir.double) -> !cir.double
  cir.return
}
