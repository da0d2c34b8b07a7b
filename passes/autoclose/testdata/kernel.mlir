module attributes {offload.requires = #offload<requires unified_shared_memory>} {
  cir.func @main() -> !cir.int<s, 32> {
    %0 = cir.alloca !cir.ptr<!cir.double>, !cir.ptr<!cir.ptr<!cir.double>>, ["w"] {alignment = 8 : i64}
    %1 = cir.alloca !cir.ptr<!cir.double>, !cir.ptr<!cir.ptr<!cir.double>>, ["x"] {alignment = 8 : i64}
    %2 = cir.alloca !cir.ptr<!cir.double>, !cir.ptr<!cir.ptr<!cir.double>>, ["y"] {alignment = 8 : i64}
    %3 = cir.const #cir.int<128> : !cir.int<u, 64>
    %4 = cir.call @malloc(%3) : (!cir.int<u, 64>) -> !cir.ptr<!cir.int<s, 8>>
    %5 = cir.cast(bitcast, %4 : !cir.ptr<!cir.int<s, 8>>), !cir.ptr<!cir.double>
    cir.store %5, %0 : !cir.ptr<!cir.double>, !cir.ptr<!cir.ptr<!cir.double>>
    %6 = cir.const #cir.int<128> : !cir.int<u, 64>
    %7 = cir.call @malloc(%6) : (!cir.int<u, 64>) -> !cir.ptr<!cir.int<s, 8>>
    %8 = cir.cast(bitcast, %7 : !cir.ptr<!cir.int<s, 8>>), !cir.ptr<!cir.double>
    cir.store %8, %1 : !cir.ptr<!cir.double>, !cir.ptr<!cir.ptr<!cir.double>>
    %9 = cir.const #cir.int<128> : !cir.int<u, 64>
    %10 = cir.call @malloc(%9) : (!cir.int<u, 64>) -> !cir.ptr<!cir.int<s, 8>>
    %11 = cir.cast(bitcast, %10 : !cir.ptr<!cir.int<s, 8>>), !cir.ptr<!cir.double>
    cir.store %11, %2 : !cir.ptr<!cir.double>, !cir.ptr<!cir.ptr<!cir.double>>
    %12 = cir.load %0 : !cir.ptr<!cir.ptr<!cir.double>>, !cir.ptr<!cir.double>
    %13 = cir.const #cir.int<0> : !cir.int<s, 32>
    %14 = cir.cast(integral, %13 : !cir.int<s, 32>), !cir.int<s, 64>
    %15 = builtin.unrealized_conversion_cast %14 : !cir.int<s, 64> to i64
    %16 = cir.const #cir.int<16> : !cir.int<s, 32>
    %17 = cir.cast(integral, %16 : !cir.int<s, 32>), !cir.int<s, 64>
    %18 = builtin.unrealized_conversion_cast %17 : !cir.int<s, 64> to i64
    %c1_i64 = arith.constant 1 : i64
    %c0_i64 = arith.constant 0 : i64
    %19 = arith.addi %15, %18 : i64
    %20 = arith.subi %19, %c1_i64 : i64
    %21 = cir.load %1 : !cir.ptr<!cir.ptr<!cir.double>>, !cir.ptr<!cir.double>
    %22 = cir.const #cir.int<0> : !cir.int<s, 32>
    %23 = cir.cast(integral, %22 : !cir.int<s, 32>), !cir.int<s, 64>
    %24 = builtin.unrealized_conversion_cast %23 : !cir.int<s, 64> to i64
    %25 = cir.const #cir.int<16> : !cir.int<s, 32>
    %26 = cir.cast(integral, %25 : !cir.int<s, 32>), !cir.int<s, 64>
    %27 = builtin.unrealized_conversion_cast %26 : !cir.int<s, 64> to i64
    %c1_i64_0 = arith.constant 1 : i64
    %c0_i64_1 = arith.constant 0 : i64
    %28 = arith.addi %24, %27 : i64
    %29 = arith.subi %28, %c1_i64_0 : i64
    %30 = cir.load %2 : !cir.ptr<!cir.ptr<!cir.double>>, !cir.ptr<!cir.double>
    %31 = cir.const #cir.int<0> : !cir.int<s, 32>
    %32 = cir.cast(integral, %31 : !cir.int<s, 32>), !cir.int<s, 64>
    %33 = builtin.unrealized_conversion_cast %32 : !cir.int<s, 64> to i64
    %34 = cir.const #cir.int<16> : !cir.int<s, 32>
    %35 = cir.cast(integral, %34 : !cir.int<s, 32>), !cir.int<s, 64>
    %36 = builtin.unrealized_conversion_cast %35 : !cir.int<s, 64> to i64
    %c1_i64_2 = arith.constant 1 : i64
    %c0_i64_3 = arith.constant 0 : i64
    %37 = arith.addi %33, %36 : i64
    %38 = arith.subi %37, %c1_i64_2 : i64
    %39 = builtin.unrealized_conversion_cast %20 : i64 to !cir.int<s, 64>
    %40 = cir.ptr_stride(%12 : !cir.ptr<!cir.double>, %14 : !cir.int<s, 64>), !cir.ptr<!cir.double>
    %41 = cir.const #cir.int<1> : !cir.int<s, 64>
    %42 = cir.binop(add, %39, %41) : !cir.int<s, 64>
    %43 = cir.ptr_stride(%12 : !cir.ptr<!cir.double>, %42 : !cir.int<s, 64>), !cir.ptr<!cir.double>
    %44 = cir.cast(ptr_to_int, %40 : !cir.ptr<!cir.double>), !cir.int<s, 64>
    %45 = cir.cast(ptr_to_int, %43 : !cir.ptr<!cir.double>), !cir.int<s, 64>
    %46 = cir.binop(sub, %45, %44) : !cir.int<s, 64>
    %47 = builtin.unrealized_conversion_cast %46 : !cir.int<s, 64> to i64
    %48 = offload.map base(%12 : !cir.ptr<!cir.double>) begin(%40 : !cir.ptr<!cir.double>) size(%47) type(alloc) attach(%0 : !cir.ptr<!cir.ptr<!cir.double>>) name("w[:]")
    %49 = builtin.unrealized_conversion_cast %29 : i64 to !cir.int<s, 64>
    %50 = cir.ptr_stride(%21 : !cir.ptr<!cir.double>, %23 : !cir.int<s, 64>), !cir.ptr<!cir.double>
    %51 = cir.const #cir.int<1> : !cir.int<s, 64>
    %52 = cir.binop(add, %49, %51) : !cir.int<s, 64>
    %53 = cir.ptr_stride(%21 : !cir.ptr<!cir.double>, %52 : !cir.int<s, 64>), !cir.ptr<!cir.double>
    %54 = cir.cast(ptr_to_int, %50 : !cir.ptr<!cir.double>), !cir.int<s, 64>
    %55 = cir.cast(ptr_to_int, %53 : !cir.ptr<!cir.double>), !cir.int<s, 64>
    %56 = cir.binop(sub, %55, %54) : !cir.int<s, 64>
    %57 = builtin.unrealized_conversion_cast %56 : !cir.int<s, 64> to i64
    %58 = offload.map base(%21 : !cir.ptr<!cir.double>) begin(%50 : !cir.ptr<!cir.double>) size(%57) type(alloc) attach(%1 : !cir.ptr<!cir.ptr<!cir.double>>) name("x[:]")
    %59 = builtin.unrealized_conversion_cast %38 : i64 to !cir.int<s, 64>
    %60 = cir.ptr_stride(%30 : !cir.ptr<!cir.double>, %32 : !cir.int<s, 64>), !cir.ptr<!cir.double>
    %61 = cir.const #cir.int<1> : !cir.int<s, 64>
    %62 = cir.binop(add, %59, %61) : !cir.int<s, 64>
    %63 = cir.ptr_stride(%30 : !cir.ptr<!cir.double>, %62 : !cir.int<s, 64>), !cir.ptr<!cir.double>
    %64 = cir.cast(ptr_to_int, %60 : !cir.ptr<!cir.double>), !cir.int<s, 64>
    %65 = cir.cast(ptr_to_int, %63 : !cir.ptr<!cir.double>), !cir.int<s, 64>
    %66 = cir.binop(sub, %65, %64) : !cir.int<s, 64>
    %67 = builtin.unrealized_conversion_cast %66 : !cir.int<s, 64> to i64
    %68 = offload.map base(%30 : !cir.ptr<!cir.double>) begin(%60 : !cir.ptr<!cir.double>) size(%67) type(alloc) attach(%2 : !cir.ptr<!cir.ptr<!cir.double>>) name("y[:]")
    %69 = offload.data_begin maps(%48, %58, %68)
    offload.launch @__omp_offloading_main_l57(%48, %58, %68 : !offload.map, !offload.map, !offload.map) host_fallback(@__omp_offloading_main_l57.host) env(%69)
    offload.data_end %69
    %70 = cir.load %0 : !cir.ptr<!cir.ptr<!cir.double>>, !cir.ptr<!cir.double>
    %71 = cir.cast(bitcast, %70 : !cir.ptr<!cir.double>), !cir.ptr<!cir.int<s, 8>>
    cir.call @free(%71) : (!cir.ptr<!cir.int<s, 8>>) -> ()
    %72 = cir.load %1 : !cir.ptr<!cir.ptr<!cir.double>>, !cir.ptr<!cir.double>
    %73 = cir.cast(bitcast, %72 : !cir.ptr<!cir.double>), !cir.ptr<!cir.int<s, 8>>
    cir.call @free(%73) : (!cir.ptr<!cir.int<s, 8>>) -> ()
    %74 = cir.load %2 : !cir.ptr<!cir.ptr<!cir.double>>, !cir.ptr<!cir.double>
    %75 = cir.cast(bitcast, %74 : !cir.ptr<!cir.double>), !cir.ptr<!cir.int<s, 8>>
    cir.call @free(%75) : (!cir.ptr<!cir.int<s, 8>>) -> ()
    %76 = cir.const #cir.int<0> : !cir.int<s, 32>
    cir.return %76 : !cir.int<s, 32>
  }
  cir.func internal @__omp_offloading_main_l57(%arg0: !cir.ptr<!cir.double>, %arg1: !cir.ptr<!cir.double>, %arg2: !cir.ptr<!cir.double>) attributes {offload.kernel} {
    %0 = cir.alloca !cir.ptr<!cir.double>, !cir.ptr<!cir.ptr<!cir.double>>, ["w"] {alignment = 8 : i64}
    %1 = cir.alloca !cir.ptr<!cir.double>, !cir.ptr<!cir.ptr<!cir.double>>, ["x"] {alignment = 8 : i64}
    %2 = cir.alloca !cir.ptr<!cir.double>, !cir.ptr<!cir.ptr<!cir.double>>, ["y"] {alignment = 8 : i64}
    %3 = cir.alloca !cir.int<s, 32>, !cir.ptr<!cir.int<s, 32>>, ["i"] {alignment = 4 : i64}
    cir.store %arg0, %0 : !cir.ptr<!cir.double>, !cir.ptr<!cir.ptr<!cir.double>>
    cir.store %arg1, %1 : !cir.ptr<!cir.double>, !cir.ptr<!cir.ptr<!cir.double>>
    cir.store %arg2, %2 : !cir.ptr<!cir.double>, !cir.ptr<!cir.ptr<!cir.double>>
    %4 = cir.const #cir.int<1> : !cir.int<s, 32>
    %5 = cir.cast(int_to_float, %4 : !cir.int<s, 32>), !cir.double
    %6 = cir.load %0 : !cir.ptr<!cir.ptr<!cir.double>>, !cir.ptr<!cir.double>
    %7 = cir.const #cir.int<0> : !cir.int<s, 32>
    %8 = cir.ptr_stride(%6 : !cir.ptr<!cir.double>, %7 : !cir.int<s, 32>), !cir.ptr<!cir.double>
    cir.store %5, %8 : !cir.double, !cir.ptr<!cir.double>
    %9 = cir.const #cir.int<0> : !cir.int<s, 32>
    cir.store %9, %3 : !cir.int<s, 32>, !cir.ptr<!cir.int<s, 32>>
    cir.for : cond {
      %10 = cir.load %3 : !cir.ptr<!cir.int<s, 32>>, !cir.int<s, 32>
      %11 = cir.const #cir.int<16> : !cir.int<s, 32>
      %12 = cir.cmp(lt, %10, %11) : !cir.int<s, 32>, !cir.bool
      cir.condition(%12)
    } body {
      %10 = cir.load %0 : !cir.ptr<!cir.ptr<!cir.double>>, !cir.ptr<!cir.double>
      %11 = cir.const #cir.int<0> : !cir.int<s, 32>
      %12 = cir.ptr_stride(%10 : !cir.ptr<!cir.double>, %11 : !cir.int<s, 32>), !cir.ptr<!cir.double>
      %13 = cir.load %12 : !cir.ptr<!cir.double>, !cir.double
      %14 = cir.load %1 : !cir.ptr<!cir.ptr<!cir.double>>, !cir.ptr<!cir.double>
      %15 = cir.load %3 : !cir.ptr<!cir.int<s, 32>>, !cir.int<s, 32>
      %16 = cir.ptr_stride(%14 : !cir.ptr<!cir.double>, %15 : !cir.int<s, 32>), !cir.ptr<!cir.double>
      cir.store %13, %16 : !cir.double, !cir.ptr<!cir.double>
      %17 = cir.load %1 : !cir.ptr<!cir.ptr<!cir.double>>, !cir.ptr<!cir.double>
      %18 = cir.load %3 : !cir.ptr<!cir.int<s, 32>>, !cir.int<s, 32>
      %19 = cir.const #cir.int<1> : !cir.int<s, 32>
      %20 = cir.binop(add, %18, %19) : !cir.int<s, 32>
      %21 = cir.ptr_stride(%17 : !cir.ptr<!cir.double>, %20 : !cir.int<s, 32>), !cir.ptr<!cir.double>
      %22 = cir.load %21 : !cir.ptr<!cir.double>, !cir.double
      %23 = cir.load %2 : !cir.ptr<!cir.ptr<!cir.double>>, !cir.ptr<!cir.double>
      %24 = cir.load %3 : !cir.ptr<!cir.int<s, 32>>, !cir.int<s, 32>
      %25 = cir.ptr_stride(%23 : !cir.ptr<!cir.double>, %24 : !cir.int<s, 32>), !cir.ptr<!cir.double>
      cir.store %22, %25 : !cir.double, !cir.ptr<!cir.double>
    } step {
      %10 = cir.load %3 : !cir.ptr<!cir.int<s, 32>>, !cir.int<s, 32>
      %11 = cir.unary(inc, %10) : !cir.int<s, 32>, !cir.int<s, 32>
      cir.store %11, %3 : !cir.int<s, 32>, !cir.ptr<!cir.int<s, 32>>
    }
    cir.return
  }
  cir.func internal @__omp_offloading_main_l57.host(%arg0: !cir.ptr<!cir.double>, %arg1: !cir.ptr<!cir.double>, %arg2: !cir.ptr<!cir.double>) {
    %0 = cir.alloca !cir.ptr<!cir.double>, !cir.ptr<!cir.ptr<!cir.double>>, ["w"] {alignment = 8 : i64}
    %1 = cir.alloca !cir.ptr<!cir.double>, !cir.ptr<!cir.ptr<!cir.double>>, ["x"] {alignment = 8 : i64}
    %2 = cir.alloca !cir.ptr<!cir.double>, !cir.ptr<!cir.ptr<!cir.double>>, ["y"] {alignment = 8 : i64}
    %3 = cir.alloca !cir.int<s, 32>, !cir.ptr<!cir.int<s, 32>>, ["i"] {alignment = 4 : i64}
    cir.store %arg0, %0 : !cir.ptr<!cir.double>, !cir.ptr<!cir.ptr<!cir.double>>
    cir.store %arg1, %1 : !cir.ptr<!cir.double>, !cir.ptr<!cir.ptr<!cir.double>>
    cir.store %arg2, %2 : !cir.ptr<!cir.double>, !cir.ptr<!cir.ptr<!cir.double>>
    %4 = cir.const #cir.int<1> : !cir.int<s, 32>
    %5 = cir.cast(int_to_float, %4 : !cir.int<s, 32>), !cir.double
    %6 = cir.load %0 : !cir.ptr<!cir.ptr<!cir.double>>, !cir.ptr<!cir.double>
    %7 = cir.const #cir.int<0> : !cir.int<s, 32>
    %8 = cir.ptr_stride(%6 : !cir.ptr<!cir.double>, %7 : !cir.int<s, 32>), !cir.ptr<!cir.double>
    cir.store %5, %8 : !cir.double, !cir.ptr<!cir.double>
    %9 = cir.const #cir.int<0> : !cir.int<s, 32>
    cir.store %9, %3 : !cir.int<s, 32>, !cir.ptr<!cir.int<s, 32>>
    cir.for : cond {
      %10 = cir.load %3 : !cir.ptr<!cir.int<s, 32>>, !cir.int<s, 32>
      %11 = cir.const #cir.int<16> : !cir.int<s, 32>
      %12 = cir.cmp(lt, %10, %11) : !cir.int<s, 32>, !cir.bool
      cir.condition(%12)
    } body {
      %10 = cir.load %0 : !cir.ptr<!cir.ptr<!cir.double>>, !cir.ptr<!cir.double>
      %11 = cir.const #cir.int<0> : !cir.int<s, 32>
      %12 = cir.ptr_stride(%10 : !cir.ptr<!cir.double>, %11 : !cir.int<s, 32>), !cir.ptr<!cir.double>
      %13 = cir.load %12 : !cir.ptr<!cir.double>, !cir.double
      %14 = cir.load %1 : !cir.ptr<!cir.ptr<!cir.double>>, !cir.ptr<!cir.double>
      %15 = cir.load %3 : !cir.ptr<!cir.int<s, 32>>, !cir.int<s, 32>
      %16 = cir.ptr_stride(%14 : !cir.ptr<!cir.double>, %15 : !cir.int<s, 32>), !cir.ptr<!cir.double>
      cir.store %13, %16 : !cir.double, !cir.ptr<!cir.double>
      %17 = cir.load %1 : !cir.ptr<!cir.ptr<!cir.double>>, !cir.ptr<!cir.double>
      %18 = cir.load %3 : !cir.ptr<!cir.int<s, 32>>, !cir.int<s, 32>
      %19 = cir.const #cir.int<1> : !cir.int<s, 32>
      %20 = cir.binop(add, %18, %19) : !cir.int<s, 32>
      %21 = cir.ptr_stride(%17 : !cir.ptr<!cir.double>, %20 : !cir.int<s, 32>), !cir.ptr<!cir.double>
      %22 = cir.load %21 : !cir.ptr<!cir.double>, !cir.double
      %23 = cir.load %2 : !cir.ptr<!cir.ptr<!cir.double>>, !cir.ptr<!cir.double>
      %24 = cir.load %3 : !cir.ptr<!cir.int<s, 32>>, !cir.int<s, 32>
      %25 = cir.ptr_stride(%23 : !cir.ptr<!cir.double>, %24 : !cir.int<s, 32>), !cir.ptr<!cir.double>
      cir.store %22, %25 : !cir.double, !cir.ptr<!cir.double>
    } step {
      %10 = cir.load %3 : !cir.ptr<!cir.int<s, 32>>, !cir.int<s, 32>
      %11 = cir.unary(inc, %10) : !cir.int<s, 32>, !cir.int<s, 32>
      cir.store %11, %3 : !cir.int<s, 32>, !cir.ptr<!cir.int<s, 32>>
    }
    cir.return
  }
  cir.func private @malloc(!cir.int<u, 64>) -> !cir.ptr<!cir.int<s, 8>>
  cir.func private @free(!cir.ptr<!cir.int<s, 8>>)
  offload.entries [@__omp_offloading_main_l57 : kernel]
}

