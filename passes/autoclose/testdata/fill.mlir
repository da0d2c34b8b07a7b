module attributes {offload.requires = #offload<requires unified_shared_memory>} {
  cir.func @main(%arg0: !cir.int<s, 32>, %arg1: !cir.ptr<!cir.ptr<!cir.int<s, 8>>>) -> !cir.int<s, 32> {
    %0 = cir.alloca !cir.int<s, 32>, !cir.ptr<!cir.int<s, 32>>, ["argc"] {alignment = 4 : i64}
    %1 = cir.alloca !cir.ptr<!cir.ptr<!cir.int<s, 8>>>, !cir.ptr<!cir.ptr<!cir.ptr<!cir.int<s, 8>>>>, ["argv"] {alignment = 8 : i64}
    %2 = cir.alloca !cir.int<s, 32>, !cir.ptr<!cir.int<s, 32>>, ["n"] {alignment = 4 : i64}
    %3 = cir.alloca !cir.ptr<!cir.double>, !cir.ptr<!cir.ptr<!cir.double>>, ["a"] {alignment = 8 : i64}
    %4 = cir.alloca !cir.ptr<!cir.double>, !cir.ptr<!cir.ptr<!cir.double>>, ["b"] {alignment = 8 : i64}
    %5 = cir.alloca !cir.ptr<!cir.double>, !cir.ptr<!cir.ptr<!cir.double>>, ["g"] {alignment = 8 : i64}
    %6 = cir.alloca !cir.ptr<!cir.double>, !cir.ptr<!cir.ptr<!cir.double>>, ["h"] {alignment = 8 : i64}
    %7 = cir.alloca !cir.ptr<!cir.double>, !cir.ptr<!cir.ptr<!cir.double>>, ["out"] {alignment = 8 : i64}
    cir.store %arg0, %0 : !cir.int<s, 32>, !cir.ptr<!cir.int<s, 32>>
    cir.store %arg1, %1 : !cir.ptr<!cir.ptr<!cir.int<s, 8>>>, !cir.ptr<!cir.ptr<!cir.ptr<!cir.int<s, 8>>>>
    %8 = cir.load %0 : !cir.ptr<!cir.int<s, 32>>, !cir.int<s, 32>
    %9 = cir.const #cir.int<63> : !cir.int<s, 32>
    %10 = cir.binop(add, %8, %9) : !cir.int<s, 32>
    cir.store %10, %2 : !cir.int<s, 32>, !cir.ptr<!cir.int<s, 32>>
    %11 = cir.const #cir.int<512> : !cir.int<u, 64>
    %12 = cir.call @malloc(%11) : (!cir.int<u, 64>) -> !cir.ptr<!cir.int<s, 8>>
    %13 = cir.cast(bitcast, %12 : !cir.ptr<!cir.int<s, 8>>), !cir.ptr<!cir.double>
    cir.store %13, %3 : !cir.ptr<!cir.double>, !cir.ptr<!cir.ptr<!cir.double>>
    %14 = cir.const #cir.int<512> : !cir.int<u, 64>
    %15 = cir.call @malloc(%14) : (!cir.int<u, 64>) -> !cir.ptr<!cir.int<s, 8>>
    %16 = cir.cast(bitcast, %15 : !cir.ptr<!cir.int<s, 8>>), !cir.ptr<!cir.double>
    cir.store %16, %4 : !cir.ptr<!cir.double>, !cir.ptr<!cir.ptr<!cir.double>>
    %17 = cir.const #cir.int<512> : !cir.int<u, 64>
    %18 = cir.call @malloc(%17) : (!cir.int<u, 64>) -> !cir.ptr<!cir.int<s, 8>>
    %19 = cir.cast(bitcast, %18 : !cir.ptr<!cir.int<s, 8>>), !cir.ptr<!cir.double>
    cir.store %19, %5 : !cir.ptr<!cir.double>, !cir.ptr<!cir.ptr<!cir.double>>
    %20 = cir.const #cir.int<512> : !cir.int<u, 64>
    %21 = cir.call @malloc(%20) : (!cir.int<u, 64>) -> !cir.ptr<!cir.int<s, 8>>
    %22 = cir.cast(bitcast, %21 : !cir.ptr<!cir.int<s, 8>>), !cir.ptr<!cir.double>
    cir.store %22, %6 : !cir.ptr<!cir.double>, !cir.ptr<!cir.ptr<!cir.double>>
    %23 = cir.const #cir.int<512> : !cir.int<u, 64>
    %24 = cir.call @malloc(%23) : (!cir.int<u, 64>) -> !cir.ptr<!cir.int<s, 8>>
    %25 = cir.cast(bitcast, %24 : !cir.ptr<!cir.int<s, 8>>), !cir.ptr<!cir.double>
    cir.store %25, %7 : !cir.ptr<!cir.double>, !cir.ptr<!cir.ptr<!cir.double>>
    %26 = cir.load %3 : !cir.ptr<!cir.ptr<!cir.double>>, !cir.ptr<!cir.double>
    %27 = cir.const #cir.int<0> : !cir.int<s, 32>
    %28 = cir.cast(integral, %27 : !cir.int<s, 32>), !cir.int<s, 64>
    %29 = builtin.unrealized_conversion_cast %28 : !cir.int<s, 64> to i64
    %30 = cir.const #cir.int<64> : !cir.int<s, 32>
    %31 = cir.cast(integral, %30 : !cir.int<s, 32>), !cir.int<s, 64>
    %32 = builtin.unrealized_conversion_cast %31 : !cir.int<s, 64> to i64
    %c1_i64 = arith.constant 1 : i64
    %c0_i64 = arith.constant 0 : i64
    %33 = arith.addi %29, %32 : i64
    %34 = arith.subi %33, %c1_i64 : i64
    %35 = cir.load %5 : !cir.ptr<!cir.ptr<!cir.double>>, !cir.ptr<!cir.double>
    %36 = cir.const #cir.int<0> : !cir.int<s, 32>
    %37 = cir.cast(integral, %36 : !cir.int<s, 32>), !cir.int<s, 64>
    %38 = builtin.unrealized_conversion_cast %37 : !cir.int<s, 64> to i64
    %39 = cir.const #cir.int<64> : !cir.int<s, 32>
    %40 = cir.cast(integral, %39 : !cir.int<s, 32>), !cir.int<s, 64>
    %41 = builtin.unrealized_conversion_cast %40 : !cir.int<s, 64> to i64
    %c1_i64_0 = arith.constant 1 : i64
    %c0_i64_1 = arith.constant 0 : i64
    %42 = arith.addi %38, %41 : i64
    %43 = arith.subi %42, %c1_i64_0 : i64
    %44 = cir.load %7 : !cir.ptr<!cir.ptr<!cir.double>>, !cir.ptr<!cir.double>
    %45 = cir.const #cir.int<0> : !cir.int<s, 32>
    %46 = cir.cast(integral, %45 : !cir.int<s, 32>), !cir.int<s, 64>
    %47 = builtin.unrealized_conversion_cast %46 : !cir.int<s, 64> to i64
    %48 = cir.const #cir.int<64> : !cir.int<s, 32>
    %49 = cir.cast(integral, %48 : !cir.int<s, 32>), !cir.int<s, 64>
    %50 = builtin.unrealized_conversion_cast %49 : !cir.int<s, 64> to i64
    %c1_i64_2 = arith.constant 1 : i64
    %c0_i64_3 = arith.constant 0 : i64
    %51 = arith.addi %47, %50 : i64
    %52 = arith.subi %51, %c1_i64_2 : i64
    %53 = builtin.unrealized_conversion_cast %34 : i64 to !cir.int<s, 64>
    %54 = cir.ptr_stride(%26 : !cir.ptr<!cir.double>, %28 : !cir.int<s, 64>), !cir.ptr<!cir.double>
    %55 = cir.const #cir.int<1> : !cir.int<s, 64>
    %56 = cir.binop(add, %53, %55) : !cir.int<s, 64>
    %57 = cir.ptr_stride(%26 : !cir.ptr<!cir.double>, %56 : !cir.int<s, 64>), !cir.ptr<!cir.double>
    %58 = cir.cast(ptr_to_int, %54 : !cir.ptr<!cir.double>), !cir.int<s, 64>
    %59 = cir.cast(ptr_to_int, %57 : !cir.ptr<!cir.double>), !cir.int<s, 64>
    %60 = cir.binop(sub, %59, %58) : !cir.int<s, 64>
    %61 = builtin.unrealized_conversion_cast %60 : !cir.int<s, 64> to i64
    %62 = offload.map base(%26 : !cir.ptr<!cir.double>) begin(%54 : !cir.ptr<!cir.double>) size(%61) type(alloc) attach(%3 : !cir.ptr<!cir.ptr<!cir.double>>) name("a[:]")
    %63 = builtin.unrealized_conversion_cast %43 : i64 to !cir.int<s, 64>
    %64 = cir.ptr_stride(%35 : !cir.ptr<!cir.double>, %37 : !cir.int<s, 64>), !cir.ptr<!cir.double>
    %65 = cir.const #cir.int<1> : !cir.int<s, 64>
    %66 = cir.binop(add, %63, %65) : !cir.int<s, 64>
    %67 = cir.ptr_stride(%35 : !cir.ptr<!cir.double>, %66 : !cir.int<s, 64>), !cir.ptr<!cir.double>
    %68 = cir.cast(ptr_to_int, %64 : !cir.ptr<!cir.double>), !cir.int<s, 64>
    %69 = cir.cast(ptr_to_int, %67 : !cir.ptr<!cir.double>), !cir.int<s, 64>
    %70 = cir.binop(sub, %69, %68) : !cir.int<s, 64>
    %71 = builtin.unrealized_conversion_cast %70 : !cir.int<s, 64> to i64
    %72 = offload.map base(%35 : !cir.ptr<!cir.double>) begin(%64 : !cir.ptr<!cir.double>) size(%71) type(alloc) attach(%5 : !cir.ptr<!cir.ptr<!cir.double>>) name("g[:]")
    %73 = builtin.unrealized_conversion_cast %52 : i64 to !cir.int<s, 64>
    %74 = cir.ptr_stride(%44 : !cir.ptr<!cir.double>, %46 : !cir.int<s, 64>), !cir.ptr<!cir.double>
    %75 = cir.const #cir.int<1> : !cir.int<s, 64>
    %76 = cir.binop(add, %73, %75) : !cir.int<s, 64>
    %77 = cir.ptr_stride(%44 : !cir.ptr<!cir.double>, %76 : !cir.int<s, 64>), !cir.ptr<!cir.double>
    %78 = cir.cast(ptr_to_int, %74 : !cir.ptr<!cir.double>), !cir.int<s, 64>
    %79 = cir.cast(ptr_to_int, %77 : !cir.ptr<!cir.double>), !cir.int<s, 64>
    %80 = cir.binop(sub, %79, %78) : !cir.int<s, 64>
    %81 = builtin.unrealized_conversion_cast %80 : !cir.int<s, 64> to i64
    %82 = offload.map base(%44 : !cir.ptr<!cir.double>) begin(%74 : !cir.ptr<!cir.double>) size(%81) type(tofrom) attach(%7 : !cir.ptr<!cir.ptr<!cir.double>>) name("out[:]")
    %83 = offload.data_begin maps(%62, %72, %82)
    offload.launch @__omp_offloading_main_l76(%62, %72, %82 : !offload.map, !offload.map, !offload.map) host_fallback(@__omp_offloading_main_l76.host) env(%83)
    offload.data_end %83
    %84 = cir.load %4 : !cir.ptr<!cir.ptr<!cir.double>>, !cir.ptr<!cir.double>
    %85 = cir.const #cir.int<0> : !cir.int<s, 32>
    %86 = cir.cast(integral, %85 : !cir.int<s, 32>), !cir.int<s, 64>
    %87 = builtin.unrealized_conversion_cast %86 : !cir.int<s, 64> to i64
    %88 = cir.load %2 : !cir.ptr<!cir.int<s, 32>>, !cir.int<s, 32>
    %89 = cir.cast(integral, %88 : !cir.int<s, 32>), !cir.int<s, 64>
    %90 = builtin.unrealized_conversion_cast %89 : !cir.int<s, 64> to i64
    %c1_i64_4 = arith.constant 1 : i64
    %c0_i64_5 = arith.constant 0 : i64
    %91 = arith.addi %87, %90 : i64
    %92 = arith.subi %91, %c1_i64_4 : i64
    %93 = cir.load %6 : !cir.ptr<!cir.ptr<!cir.double>>, !cir.ptr<!cir.double>
    %94 = cir.const #cir.int<0> : !cir.int<s, 32>
    %95 = cir.cast(integral, %94 : !cir.int<s, 32>), !cir.int<s, 64>
    %96 = builtin.unrealized_conversion_cast %95 : !cir.int<s, 64> to i64
    %97 = cir.const #cir.int<64> : !cir.int<s, 32>
    %98 = cir.cast(integral, %97 : !cir.int<s, 32>), !cir.int<s, 64>
    %99 = builtin.unrealized_conversion_cast %98 : !cir.int<s, 64> to i64
    %c1_i64_6 = arith.constant 1 : i64
    %c0_i64_7 = arith.constant 0 : i64
    %100 = arith.addi %96, %99 : i64
    %101 = arith.subi %100, %c1_i64_6 : i64
    %102 = cir.load %7 : !cir.ptr<!cir.ptr<!cir.double>>, !cir.ptr<!cir.double>
    %103 = cir.const #cir.int<0> : !cir.int<s, 32>
    %104 = cir.cast(integral, %103 : !cir.int<s, 32>), !cir.int<s, 64>
    %105 = builtin.unrealized_conversion_cast %104 : !cir.int<s, 64> to i64
    %106 = cir.const #cir.int<64> : !cir.int<s, 32>
    %107 = cir.cast(integral, %106 : !cir.int<s, 32>), !cir.int<s, 64>
    %108 = builtin.unrealized_conversion_cast %107 : !cir.int<s, 64> to i64
    %c1_i64_8 = arith.constant 1 : i64
    %c0_i64_9 = arith.constant 0 : i64
    %109 = arith.addi %105, %108 : i64
    %110 = arith.subi %109, %c1_i64_8 : i64
    %111 = builtin.unrealized_conversion_cast %92 : i64 to !cir.int<s, 64>
    %112 = cir.ptr_stride(%84 : !cir.ptr<!cir.double>, %86 : !cir.int<s, 64>), !cir.ptr<!cir.double>
    %113 = cir.const #cir.int<1> : !cir.int<s, 64>
    %114 = cir.binop(add, %111, %113) : !cir.int<s, 64>
    %115 = cir.ptr_stride(%84 : !cir.ptr<!cir.double>, %114 : !cir.int<s, 64>), !cir.ptr<!cir.double>
    %116 = cir.cast(ptr_to_int, %112 : !cir.ptr<!cir.double>), !cir.int<s, 64>
    %117 = cir.cast(ptr_to_int, %115 : !cir.ptr<!cir.double>), !cir.int<s, 64>
    %118 = cir.binop(sub, %117, %116) : !cir.int<s, 64>
    %119 = builtin.unrealized_conversion_cast %118 : !cir.int<s, 64> to i64
    %120 = offload.map base(%84 : !cir.ptr<!cir.double>) begin(%112 : !cir.ptr<!cir.double>) size(%119) type(alloc) attach(%4 : !cir.ptr<!cir.ptr<!cir.double>>) name("b[:]")
    %121 = builtin.unrealized_conversion_cast %101 : i64 to !cir.int<s, 64>
    %122 = cir.ptr_stride(%93 : !cir.ptr<!cir.double>, %95 : !cir.int<s, 64>), !cir.ptr<!cir.double>
    %123 = cir.const #cir.int<1> : !cir.int<s, 64>
    %124 = cir.binop(add, %121, %123) : !cir.int<s, 64>
    %125 = cir.ptr_stride(%93 : !cir.ptr<!cir.double>, %124 : !cir.int<s, 64>), !cir.ptr<!cir.double>
    %126 = cir.cast(ptr_to_int, %122 : !cir.ptr<!cir.double>), !cir.int<s, 64>
    %127 = cir.cast(ptr_to_int, %125 : !cir.ptr<!cir.double>), !cir.int<s, 64>
    %128 = cir.binop(sub, %127, %126) : !cir.int<s, 64>
    %129 = builtin.unrealized_conversion_cast %128 : !cir.int<s, 64> to i64
    %130 = offload.map base(%93 : !cir.ptr<!cir.double>) begin(%122 : !cir.ptr<!cir.double>) size(%129) type(alloc) attach(%6 : !cir.ptr<!cir.ptr<!cir.double>>) name("h[:]")
    %131 = builtin.unrealized_conversion_cast %110 : i64 to !cir.int<s, 64>
    %132 = cir.ptr_stride(%102 : !cir.ptr<!cir.double>, %104 : !cir.int<s, 64>), !cir.ptr<!cir.double>
    %133 = cir.const #cir.int<1> : !cir.int<s, 64>
    %134 = cir.binop(add, %131, %133) : !cir.int<s, 64>
    %135 = cir.ptr_stride(%102 : !cir.ptr<!cir.double>, %134 : !cir.int<s, 64>), !cir.ptr<!cir.double>
    %136 = cir.cast(ptr_to_int, %132 : !cir.ptr<!cir.double>), !cir.int<s, 64>
    %137 = cir.cast(ptr_to_int, %135 : !cir.ptr<!cir.double>), !cir.int<s, 64>
    %138 = cir.binop(sub, %137, %136) : !cir.int<s, 64>
    %139 = builtin.unrealized_conversion_cast %138 : !cir.int<s, 64> to i64
    %140 = offload.map base(%102 : !cir.ptr<!cir.double>) begin(%132 : !cir.ptr<!cir.double>) size(%139) type(tofrom) attach(%7 : !cir.ptr<!cir.ptr<!cir.double>>) name("out[:]")
    %141 = cir.load %2 : !cir.ptr<!cir.int<s, 32>>, !cir.int<s, 32>
    %142 = offload.data_begin maps(%120, %130, %140)
    offload.launch @__omp_offloading_main_l233(%120, %130, %140, %141 : !offload.map, !offload.map, !offload.map, !cir.int<s, 32>) host_fallback(@__omp_offloading_main_l233.host) env(%142)
    offload.data_end %142
    %143 = cir.load %3 : !cir.ptr<!cir.ptr<!cir.double>>, !cir.ptr<!cir.double>
    %144 = cir.cast(bitcast, %143 : !cir.ptr<!cir.double>), !cir.ptr<!cir.int<s, 8>>
    cir.call @free(%144) : (!cir.ptr<!cir.int<s, 8>>) -> ()
    %145 = cir.load %4 : !cir.ptr<!cir.ptr<!cir.double>>, !cir.ptr<!cir.double>
    %146 = cir.cast(bitcast, %145 : !cir.ptr<!cir.double>), !cir.ptr<!cir.int<s, 8>>
    cir.call @free(%146) : (!cir.ptr<!cir.int<s, 8>>) -> ()
    %147 = cir.load %5 : !cir.ptr<!cir.ptr<!cir.double>>, !cir.ptr<!cir.double>
    %148 = cir.cast(bitcast, %147 : !cir.ptr<!cir.double>), !cir.ptr<!cir.int<s, 8>>
    cir.call @free(%148) : (!cir.ptr<!cir.int<s, 8>>) -> ()
    %149 = cir.load %6 : !cir.ptr<!cir.ptr<!cir.double>>, !cir.ptr<!cir.double>
    %150 = cir.cast(bitcast, %149 : !cir.ptr<!cir.double>), !cir.ptr<!cir.int<s, 8>>
    cir.call @free(%150) : (!cir.ptr<!cir.int<s, 8>>) -> ()
    %151 = cir.load %7 : !cir.ptr<!cir.ptr<!cir.double>>, !cir.ptr<!cir.double>
    %152 = cir.cast(bitcast, %151 : !cir.ptr<!cir.double>), !cir.ptr<!cir.int<s, 8>>
    cir.call @free(%152) : (!cir.ptr<!cir.int<s, 8>>) -> ()
    %153 = cir.const #cir.int<0> : !cir.int<s, 32>
    cir.return %153 : !cir.int<s, 32>
  }
  cir.func internal @__omp_offloading_main_l76(%arg0: !cir.ptr<!cir.double>, %arg1: !cir.ptr<!cir.double>, %arg2: !cir.ptr<!cir.double>) attributes {offload.kernel} {
    %0 = cir.alloca !cir.ptr<!cir.double>, !cir.ptr<!cir.ptr<!cir.double>>, ["a"] {alignment = 8 : i64}
    %1 = cir.alloca !cir.ptr<!cir.double>, !cir.ptr<!cir.ptr<!cir.double>>, ["g"] {alignment = 8 : i64}
    %2 = cir.alloca !cir.ptr<!cir.double>, !cir.ptr<!cir.ptr<!cir.double>>, ["out"] {alignment = 8 : i64}
    cir.store %arg0, %0 : !cir.ptr<!cir.double>, !cir.ptr<!cir.ptr<!cir.double>>
    cir.store %arg1, %1 : !cir.ptr<!cir.double>, !cir.ptr<!cir.ptr<!cir.double>>
    cir.store %arg2, %2 : !cir.ptr<!cir.double>, !cir.ptr<!cir.ptr<!cir.double>>
    omp.parallel {
      %3 = cir.alloca !cir.ptr<!cir.double>, !cir.ptr<!cir.ptr<!cir.double>>, ["a"] {alignment = 8 : i64}
      %4 = cir.alloca !cir.ptr<!cir.double>, !cir.ptr<!cir.ptr<!cir.double>>, ["out"] {alignment = 8 : i64}
      %5 = cir.alloca !cir.ptr<!cir.double>, !cir.ptr<!cir.ptr<!cir.double>>, ["g"] {alignment = 8 : i64}
      %6 = cir.alloca !cir.int<s, 32>, !cir.ptr<!cir.int<s, 32>>, ["i"] {alignment = 4 : i64}
      %7 = cir.alloca !cir.int<s, 32>, !cir.ptr<!cir.int<s, 32>>, ["j"] {alignment = 4 : i64}
      %8 = cir.alloca !cir.int<s, 32>, !cir.ptr<!cir.int<s, 32>>, ["i"] {alignment = 4 : i64}
      %9 = cir.alloca !cir.int<s, 32>, !cir.ptr<!cir.int<s, 32>>, ["j"] {alignment = 4 : i64}
      %10 = cir.load %0 : !cir.ptr<!cir.ptr<!cir.double>>, !cir.ptr<!cir.double>
      cir.store %10, %3 : !cir.ptr<!cir.double>, !cir.ptr<!cir.ptr<!cir.double>>
      %11 = cir.load %2 : !cir.ptr<!cir.ptr<!cir.double>>, !cir.ptr<!cir.double>
      cir.store %11, %4 : !cir.ptr<!cir.double>, !cir.ptr<!cir.ptr<!cir.double>>
      %12 = cir.load %1 : !cir.ptr<!cir.ptr<!cir.double>>, !cir.ptr<!cir.double>
      cir.store %12, %5 : !cir.ptr<!cir.double>, !cir.ptr<!cir.ptr<!cir.double>>
      %13 = cir.const #cir.int<0> : !cir.int<s, 32>
      %14 = cir.const #cir.int<64> : !cir.int<s, 32>
      %15 = cir.const #cir.int<1> : !cir.int<s, 32>
      %16 = builtin.unrealized_conversion_cast %13 : !cir.int<s, 32> to i32
      %17 = builtin.unrealized_conversion_cast %14 : !cir.int<s, 32> to i32
      %18 = builtin.unrealized_conversion_cast %15 : !cir.int<s, 32> to i32
      omp.wsloop {
        omp.loop_nest (%arg3) : i32 = (%16) to (%17) step (%18) {
          %37 = builtin.unrealized_conversion_cast %arg3 : i32 to !cir.int<s, 32>
          cir.store %37, %6 : !cir.int<s, 32>, !cir.ptr<!cir.int<s, 32>>
          %38 = cir.load %6 : !cir.ptr<!cir.int<s, 32>>, !cir.int<s, 32>
          %39 = cir.cast(int_to_float, %38 : !cir.int<s, 32>), !cir.double
          %40 = cir.load %3 : !cir.ptr<!cir.ptr<!cir.double>>, !cir.ptr<!cir.double>
          %41 = cir.load %6 : !cir.ptr<!cir.int<s, 32>>, !cir.int<s, 32>
          %42 = cir.ptr_stride(%40 : !cir.ptr<!cir.double>, %41 : !cir.int<s, 32>), !cir.ptr<!cir.double>
          cir.store %39, %42 : !cir.double, !cir.ptr<!cir.double>
          omp.yield
        }
      }
      %19 = cir.const #cir.int<1> : !cir.int<s, 32>
      %20 = cir.const #cir.int<63> : !cir.int<s, 32>
      %21 = cir.const #cir.int<1> : !cir.int<s, 32>
      %22 = builtin.unrealized_conversion_cast %19 : !cir.int<s, 32> to i32
      %23 = builtin.unrealized_conversion_cast %20 : !cir.int<s, 32> to i32
      %24 = builtin.unrealized_conversion_cast %21 : !cir.int<s, 32> to i32
      omp.wsloop {
        omp.loop_nest (%arg3) : i32 = (%22) to (%23) step (%24) {
          %37 = builtin.unrealized_conversion_cast %arg3 : i32 to !cir.int<s, 32>
          cir.store %37, %7 : !cir.int<s, 32>, !cir.ptr<!cir.int<s, 32>>
          %38 = cir.load %3 : !cir.ptr<!cir.ptr<!cir.double>>, !cir.ptr<!cir.double>
          %39 = cir.load %7 : !cir.ptr<!cir.int<s, 32>>, !cir.int<s, 32>
          %40 = cir.const #cir.int<1> : !cir.int<s, 32>
          %41 = cir.binop(sub, %39, %40) : !cir.int<s, 32>
          %42 = cir.ptr_stride(%38 : !cir.ptr<!cir.double>, %41 : !cir.int<s, 32>), !cir.ptr<!cir.double>
          %43 = cir.load %42 : !cir.ptr<!cir.double>, !cir.double
          %44 = cir.load %3 : !cir.ptr<!cir.ptr<!cir.double>>, !cir.ptr<!cir.double>
          %45 = cir.load %7 : !cir.ptr<!cir.int<s, 32>>, !cir.int<s, 32>
          %46 = cir.const #cir.int<1> : !cir.int<s, 32>
          %47 = cir.binop(add, %45, %46) : !cir.int<s, 32>
          %48 = cir.ptr_stride(%44 : !cir.ptr<!cir.double>, %47 : !cir.int<s, 32>), !cir.ptr<!cir.double>
          %49 = cir.load %48 : !cir.ptr<!cir.double>, !cir.double
          %50 = cir.binop(add, %43, %49) : !cir.double
          %51 = cir.load %4 : !cir.ptr<!cir.ptr<!cir.double>>, !cir.ptr<!cir.double>
          %52 = cir.load %7 : !cir.ptr<!cir.int<s, 32>>, !cir.int<s, 32>
          %53 = cir.ptr_stride(%51 : !cir.ptr<!cir.double>, %52 : !cir.int<s, 32>), !cir.ptr<!cir.double>
          cir.store %50, %53 : !cir.double, !cir.ptr<!cir.double>
          omp.yield
        }
      }
      %25 = cir.const #cir.int<0> : !cir.int<s, 32>
      %26 = cir.const #cir.int<64> : !cir.int<s, 32>
      %27 = cir.const #cir.int<1> : !cir.int<s, 32>
      %28 = builtin.unrealized_conversion_cast %25 : !cir.int<s, 32> to i32
      %29 = builtin.unrealized_conversion_cast %26 : !cir.int<s, 32> to i32
      %30 = builtin.unrealized_conversion_cast %27 : !cir.int<s, 32> to i32
      omp.wsloop nowait {
        omp.loop_nest (%arg3) : i32 = (%28) to (%29) step (%30) {
          %37 = builtin.unrealized_conversion_cast %arg3 : i32 to !cir.int<s, 32>
          cir.store %37, %8 : !cir.int<s, 32>, !cir.ptr<!cir.int<s, 32>>
          %38 = cir.load %8 : !cir.ptr<!cir.int<s, 32>>, !cir.int<s, 32>
          %39 = cir.cast(int_to_float, %38 : !cir.int<s, 32>), !cir.double
          %40 = cir.load %5 : !cir.ptr<!cir.ptr<!cir.double>>, !cir.ptr<!cir.double>
          %41 = cir.load %8 : !cir.ptr<!cir.int<s, 32>>, !cir.int<s, 32>
          %42 = cir.ptr_stride(%40 : !cir.ptr<!cir.double>, %41 : !cir.int<s, 32>), !cir.ptr<!cir.double>
          cir.store %39, %42 : !cir.double, !cir.ptr<!cir.double>
          omp.yield
        }
      }
      omp.barrier
      %31 = cir.const #cir.int<0> : !cir.int<s, 32>
      %32 = cir.const #cir.int<64> : !cir.int<s, 32>
      %33 = cir.const #cir.int<1> : !cir.int<s, 32>
      %34 = builtin.unrealized_conversion_cast %31 : !cir.int<s, 32> to i32
      %35 = builtin.unrealized_conversion_cast %32 : !cir.int<s, 32> to i32
      %36 = builtin.unrealized_conversion_cast %33 : !cir.int<s, 32> to i32
      omp.wsloop {
        omp.loop_nest (%arg3) : i32 = (%34) to (%35) step (%36) {
          %37 = builtin.unrealized_conversion_cast %arg3 : i32 to !cir.int<s, 32>
          cir.store %37, %9 : !cir.int<s, 32>, !cir.ptr<!cir.int<s, 32>>
          %38 = cir.load %4 : !cir.ptr<!cir.ptr<!cir.double>>, !cir.ptr<!cir.double>
          %39 = cir.load %9 : !cir.ptr<!cir.int<s, 32>>, !cir.int<s, 32>
          %40 = cir.ptr_stride(%38 : !cir.ptr<!cir.double>, %39 : !cir.int<s, 32>), !cir.ptr<!cir.double>
          %41 = cir.load %40 : !cir.ptr<!cir.double>, !cir.double
          %42 = cir.load %5 : !cir.ptr<!cir.ptr<!cir.double>>, !cir.ptr<!cir.double>
          %43 = cir.load %9 : !cir.ptr<!cir.int<s, 32>>, !cir.int<s, 32>
          %44 = cir.ptr_stride(%42 : !cir.ptr<!cir.double>, %43 : !cir.int<s, 32>), !cir.ptr<!cir.double>
          %45 = cir.load %44 : !cir.ptr<!cir.double>, !cir.double
          %46 = cir.binop(add, %41, %45) : !cir.double
          cir.store %46, %40 : !cir.double, !cir.ptr<!cir.double>
          omp.yield
        }
      }
      omp.terminator
    }
    cir.return
  }
  cir.func internal @__omp_offloading_main_l76.host(%arg0: !cir.ptr<!cir.double>, %arg1: !cir.ptr<!cir.double>, %arg2: !cir.ptr<!cir.double>) {
    %0 = cir.alloca !cir.ptr<!cir.double>, !cir.ptr<!cir.ptr<!cir.double>>, ["a"] {alignment = 8 : i64}
    %1 = cir.alloca !cir.ptr<!cir.double>, !cir.ptr<!cir.ptr<!cir.double>>, ["g"] {alignment = 8 : i64}
    %2 = cir.alloca !cir.ptr<!cir.double>, !cir.ptr<!cir.ptr<!cir.double>>, ["out"] {alignment = 8 : i64}
    cir.store %arg0, %0 : !cir.ptr<!cir.double>, !cir.ptr<!cir.ptr<!cir.double>>
    cir.store %arg1, %1 : !cir.ptr<!cir.double>, !cir.ptr<!cir.ptr<!cir.double>>
    cir.store %arg2, %2 : !cir.ptr<!cir.double>, !cir.ptr<!cir.ptr<!cir.double>>
    omp.parallel {
      %3 = cir.alloca !cir.ptr<!cir.double>, !cir.ptr<!cir.ptr<!cir.double>>, ["a"] {alignment = 8 : i64}
      %4 = cir.alloca !cir.ptr<!cir.double>, !cir.ptr<!cir.ptr<!cir.double>>, ["out"] {alignment = 8 : i64}
      %5 = cir.alloca !cir.ptr<!cir.double>, !cir.ptr<!cir.ptr<!cir.double>>, ["g"] {alignment = 8 : i64}
      %6 = cir.alloca !cir.int<s, 32>, !cir.ptr<!cir.int<s, 32>>, ["i"] {alignment = 4 : i64}
      %7 = cir.alloca !cir.int<s, 32>, !cir.ptr<!cir.int<s, 32>>, ["j"] {alignment = 4 : i64}
      %8 = cir.alloca !cir.int<s, 32>, !cir.ptr<!cir.int<s, 32>>, ["i"] {alignment = 4 : i64}
      %9 = cir.alloca !cir.int<s, 32>, !cir.ptr<!cir.int<s, 32>>, ["j"] {alignment = 4 : i64}
      %10 = cir.load %0 : !cir.ptr<!cir.ptr<!cir.double>>, !cir.ptr<!cir.double>
      cir.store %10, %3 : !cir.ptr<!cir.double>, !cir.ptr<!cir.ptr<!cir.double>>
      %11 = cir.load %2 : !cir.ptr<!cir.ptr<!cir.double>>, !cir.ptr<!cir.double>
      cir.store %11, %4 : !cir.ptr<!cir.double>, !cir.ptr<!cir.ptr<!cir.double>>
      %12 = cir.load %1 : !cir.ptr<!cir.ptr<!cir.double>>, !cir.ptr<!cir.double>
      cir.store %12, %5 : !cir.ptr<!cir.double>, !cir.ptr<!cir.ptr<!cir.double>>
      %13 = cir.const #cir.int<0> : !cir.int<s, 32>
      %14 = cir.const #cir.int<64> : !cir.int<s, 32>
      %15 = cir.const #cir.int<1> : !cir.int<s, 32>
      %16 = builtin.unrealized_conversion_cast %13 : !cir.int<s, 32> to i32
      %17 = builtin.unrealized_conversion_cast %14 : !cir.int<s, 32> to i32
      %18 = builtin.unrealized_conversion_cast %15 : !cir.int<s, 32> to i32
      omp.wsloop {
        omp.loop_nest (%arg3) : i32 = (%16) to (%17) step (%18) {
          %37 = builtin.unrealized_conversion_cast %arg3 : i32 to !cir.int<s, 32>
          cir.store %37, %6 : !cir.int<s, 32>, !cir.ptr<!cir.int<s, 32>>
          %38 = cir.load %6 : !cir.ptr<!cir.int<s, 32>>, !cir.int<s, 32>
          %39 = cir.cast(int_to_float, %38 : !cir.int<s, 32>), !cir.double
          %40 = cir.load %3 : !cir.ptr<!cir.ptr<!cir.double>>, !cir.ptr<!cir.double>
          %41 = cir.load %6 : !cir.ptr<!cir.int<s, 32>>, !cir.int<s, 32>
          %42 = cir.ptr_stride(%40 : !cir.ptr<!cir.double>, %41 : !cir.int<s, 32>), !cir.ptr<!cir.double>
          cir.store %39, %42 : !cir.double, !cir.ptr<!cir.double>
          omp.yield
        }
      }
      %19 = cir.const #cir.int<1> : !cir.int<s, 32>
      %20 = cir.const #cir.int<63> : !cir.int<s, 32>
      %21 = cir.const #cir.int<1> : !cir.int<s, 32>
      %22 = builtin.unrealized_conversion_cast %19 : !cir.int<s, 32> to i32
      %23 = builtin.unrealized_conversion_cast %20 : !cir.int<s, 32> to i32
      %24 = builtin.unrealized_conversion_cast %21 : !cir.int<s, 32> to i32
      omp.wsloop {
        omp.loop_nest (%arg3) : i32 = (%22) to (%23) step (%24) {
          %37 = builtin.unrealized_conversion_cast %arg3 : i32 to !cir.int<s, 32>
          cir.store %37, %7 : !cir.int<s, 32>, !cir.ptr<!cir.int<s, 32>>
          %38 = cir.load %3 : !cir.ptr<!cir.ptr<!cir.double>>, !cir.ptr<!cir.double>
          %39 = cir.load %7 : !cir.ptr<!cir.int<s, 32>>, !cir.int<s, 32>
          %40 = cir.const #cir.int<1> : !cir.int<s, 32>
          %41 = cir.binop(sub, %39, %40) : !cir.int<s, 32>
          %42 = cir.ptr_stride(%38 : !cir.ptr<!cir.double>, %41 : !cir.int<s, 32>), !cir.ptr<!cir.double>
          %43 = cir.load %42 : !cir.ptr<!cir.double>, !cir.double
          %44 = cir.load %3 : !cir.ptr<!cir.ptr<!cir.double>>, !cir.ptr<!cir.double>
          %45 = cir.load %7 : !cir.ptr<!cir.int<s, 32>>, !cir.int<s, 32>
          %46 = cir.const #cir.int<1> : !cir.int<s, 32>
          %47 = cir.binop(add, %45, %46) : !cir.int<s, 32>
          %48 = cir.ptr_stride(%44 : !cir.ptr<!cir.double>, %47 : !cir.int<s, 32>), !cir.ptr<!cir.double>
          %49 = cir.load %48 : !cir.ptr<!cir.double>, !cir.double
          %50 = cir.binop(add, %43, %49) : !cir.double
          %51 = cir.load %4 : !cir.ptr<!cir.ptr<!cir.double>>, !cir.ptr<!cir.double>
          %52 = cir.load %7 : !cir.ptr<!cir.int<s, 32>>, !cir.int<s, 32>
          %53 = cir.ptr_stride(%51 : !cir.ptr<!cir.double>, %52 : !cir.int<s, 32>), !cir.ptr<!cir.double>
          cir.store %50, %53 : !cir.double, !cir.ptr<!cir.double>
          omp.yield
        }
      }
      %25 = cir.const #cir.int<0> : !cir.int<s, 32>
      %26 = cir.const #cir.int<64> : !cir.int<s, 32>
      %27 = cir.const #cir.int<1> : !cir.int<s, 32>
      %28 = builtin.unrealized_conversion_cast %25 : !cir.int<s, 32> to i32
      %29 = builtin.unrealized_conversion_cast %26 : !cir.int<s, 32> to i32
      %30 = builtin.unrealized_conversion_cast %27 : !cir.int<s, 32> to i32
      omp.wsloop nowait {
        omp.loop_nest (%arg3) : i32 = (%28) to (%29) step (%30) {
          %37 = builtin.unrealized_conversion_cast %arg3 : i32 to !cir.int<s, 32>
          cir.store %37, %8 : !cir.int<s, 32>, !cir.ptr<!cir.int<s, 32>>
          %38 = cir.load %8 : !cir.ptr<!cir.int<s, 32>>, !cir.int<s, 32>
          %39 = cir.cast(int_to_float, %38 : !cir.int<s, 32>), !cir.double
          %40 = cir.load %5 : !cir.ptr<!cir.ptr<!cir.double>>, !cir.ptr<!cir.double>
          %41 = cir.load %8 : !cir.ptr<!cir.int<s, 32>>, !cir.int<s, 32>
          %42 = cir.ptr_stride(%40 : !cir.ptr<!cir.double>, %41 : !cir.int<s, 32>), !cir.ptr<!cir.double>
          cir.store %39, %42 : !cir.double, !cir.ptr<!cir.double>
          omp.yield
        }
      }
      omp.barrier
      %31 = cir.const #cir.int<0> : !cir.int<s, 32>
      %32 = cir.const #cir.int<64> : !cir.int<s, 32>
      %33 = cir.const #cir.int<1> : !cir.int<s, 32>
      %34 = builtin.unrealized_conversion_cast %31 : !cir.int<s, 32> to i32
      %35 = builtin.unrealized_conversion_cast %32 : !cir.int<s, 32> to i32
      %36 = builtin.unrealized_conversion_cast %33 : !cir.int<s, 32> to i32
      omp.wsloop {
        omp.loop_nest (%arg3) : i32 = (%34) to (%35) step (%36) {
          %37 = builtin.unrealized_conversion_cast %arg3 : i32 to !cir.int<s, 32>
          cir.store %37, %9 : !cir.int<s, 32>, !cir.ptr<!cir.int<s, 32>>
          %38 = cir.load %4 : !cir.ptr<!cir.ptr<!cir.double>>, !cir.ptr<!cir.double>
          %39 = cir.load %9 : !cir.ptr<!cir.int<s, 32>>, !cir.int<s, 32>
          %40 = cir.ptr_stride(%38 : !cir.ptr<!cir.double>, %39 : !cir.int<s, 32>), !cir.ptr<!cir.double>
          %41 = cir.load %40 : !cir.ptr<!cir.double>, !cir.double
          %42 = cir.load %5 : !cir.ptr<!cir.ptr<!cir.double>>, !cir.ptr<!cir.double>
          %43 = cir.load %9 : !cir.ptr<!cir.int<s, 32>>, !cir.int<s, 32>
          %44 = cir.ptr_stride(%42 : !cir.ptr<!cir.double>, %43 : !cir.int<s, 32>), !cir.ptr<!cir.double>
          %45 = cir.load %44 : !cir.ptr<!cir.double>, !cir.double
          %46 = cir.binop(add, %41, %45) : !cir.double
          cir.store %46, %40 : !cir.double, !cir.ptr<!cir.double>
          omp.yield
        }
      }
      omp.terminator
    }
    cir.return
  }
  cir.func internal @__omp_offloading_main_l233(%arg0: !cir.ptr<!cir.double>, %arg1: !cir.ptr<!cir.double>, %arg2: !cir.ptr<!cir.double>, %arg3: !cir.int<s, 32>) attributes {offload.kernel} {
    %0 = cir.alloca !cir.int<s, 32>, !cir.ptr<!cir.int<s, 32>>, ["n"]
    cir.store %arg3, %0 : !cir.int<s, 32>, !cir.ptr<!cir.int<s, 32>>
    %1 = cir.alloca !cir.ptr<!cir.double>, !cir.ptr<!cir.ptr<!cir.double>>, ["b"] {alignment = 8 : i64}
    %2 = cir.alloca !cir.ptr<!cir.double>, !cir.ptr<!cir.ptr<!cir.double>>, ["h"] {alignment = 8 : i64}
    %3 = cir.alloca !cir.ptr<!cir.double>, !cir.ptr<!cir.ptr<!cir.double>>, ["out"] {alignment = 8 : i64}
    %4 = cir.alloca !cir.int<s, 32>, !cir.ptr<!cir.int<s, 32>>, ["i"] {alignment = 4 : i64}
    %5 = cir.alloca !cir.int<s, 32>, !cir.ptr<!cir.int<s, 32>>, ["j"] {alignment = 4 : i64}
    cir.store %arg0, %1 : !cir.ptr<!cir.double>, !cir.ptr<!cir.ptr<!cir.double>>
    cir.store %arg1, %2 : !cir.ptr<!cir.double>, !cir.ptr<!cir.ptr<!cir.double>>
    cir.store %arg2, %3 : !cir.ptr<!cir.double>, !cir.ptr<!cir.ptr<!cir.double>>
    %6 = cir.const #cir.int<0> : !cir.int<s, 32>
    cir.store %6, %4 : !cir.int<s, 32>, !cir.ptr<!cir.int<s, 32>>
    cir.for : cond {
      %8 = cir.load %4 : !cir.ptr<!cir.int<s, 32>>, !cir.int<s, 32>
      %9 = cir.load %0 : !cir.ptr<!cir.int<s, 32>>, !cir.int<s, 32>
      %10 = cir.cmp(lt, %8, %9) : !cir.int<s, 32>, !cir.bool
      cir.condition(%10)
    } body {
      %8 = cir.load %4 : !cir.ptr<!cir.int<s, 32>>, !cir.int<s, 32>
      %9 = cir.cast(int_to_float, %8 : !cir.int<s, 32>), !cir.double
      %10 = cir.load %1 : !cir.ptr<!cir.ptr<!cir.double>>, !cir.ptr<!cir.double>
      %11 = cir.load %4 : !cir.ptr<!cir.int<s, 32>>, !cir.int<s, 32>
      %12 = cir.ptr_stride(%10 : !cir.ptr<!cir.double>, %11 : !cir.int<s, 32>), !cir.ptr<!cir.double>
      cir.store %9, %12 : !cir.double, !cir.ptr<!cir.double>
    } step {
      %8 = cir.load %4 : !cir.ptr<!cir.int<s, 32>>, !cir.int<s, 32>
      %9 = cir.unary(inc, %8) : !cir.int<s, 32>, !cir.int<s, 32>
      cir.store %9, %4 : !cir.int<s, 32>, !cir.ptr<!cir.int<s, 32>>
    }
    %7 = cir.const #cir.int<0> : !cir.int<s, 32>
    cir.store %7, %5 : !cir.int<s, 32>, !cir.ptr<!cir.int<s, 32>>
    cir.for : cond {
      %8 = cir.load %5 : !cir.ptr<!cir.int<s, 32>>, !cir.int<s, 32>
      %9 = cir.load %0 : !cir.ptr<!cir.int<s, 32>>, !cir.int<s, 32>
      %10 = cir.cmp(lt, %8, %9) : !cir.int<s, 32>, !cir.bool
      cir.condition(%10)
    } body {
      %8 = cir.load %3 : !cir.ptr<!cir.ptr<!cir.double>>, !cir.ptr<!cir.double>
      %9 = cir.load %5 : !cir.ptr<!cir.int<s, 32>>, !cir.int<s, 32>
      %10 = cir.const #cir.int<64> : !cir.int<s, 32>
      %11 = cir.binop(rem, %9, %10) : !cir.int<s, 32>
      %12 = cir.ptr_stride(%8 : !cir.ptr<!cir.double>, %11 : !cir.int<s, 32>), !cir.ptr<!cir.double>
      %13 = cir.load %12 : !cir.ptr<!cir.double>, !cir.double
      %14 = cir.load %1 : !cir.ptr<!cir.ptr<!cir.double>>, !cir.ptr<!cir.double>
      %15 = cir.load %5 : !cir.ptr<!cir.int<s, 32>>, !cir.int<s, 32>
      %16 = cir.ptr_stride(%14 : !cir.ptr<!cir.double>, %15 : !cir.int<s, 32>), !cir.ptr<!cir.double>
      %17 = cir.load %16 : !cir.ptr<!cir.double>, !cir.double
      %18 = cir.binop(add, %13, %17) : !cir.double
      cir.store %18, %12 : !cir.double, !cir.ptr<!cir.double>
    } step {
      %8 = cir.load %5 : !cir.ptr<!cir.int<s, 32>>, !cir.int<s, 32>
      %9 = cir.unary(inc, %8) : !cir.int<s, 32>, !cir.int<s, 32>
      cir.store %9, %5 : !cir.int<s, 32>, !cir.ptr<!cir.int<s, 32>>
    }
    omp.parallel {
      %8 = cir.alloca !cir.ptr<!cir.double>, !cir.ptr<!cir.ptr<!cir.double>>, ["h"] {alignment = 8 : i64}
      %9 = cir.alloca !cir.int<s, 32>, !cir.ptr<!cir.int<s, 32>>, ["i"] {alignment = 4 : i64}
      %10 = cir.load %2 : !cir.ptr<!cir.ptr<!cir.double>>, !cir.ptr<!cir.double>
      cir.store %10, %8 : !cir.ptr<!cir.double>, !cir.ptr<!cir.ptr<!cir.double>>
      %11 = cir.const #cir.int<0> : !cir.int<s, 32>
      %12 = cir.const #cir.int<64> : !cir.int<s, 32>
      %13 = cir.const #cir.int<1> : !cir.int<s, 32>
      %14 = builtin.unrealized_conversion_cast %11 : !cir.int<s, 32> to i32
      %15 = builtin.unrealized_conversion_cast %12 : !cir.int<s, 32> to i32
      %16 = builtin.unrealized_conversion_cast %13 : !cir.int<s, 32> to i32
      omp.wsloop {
        omp.loop_nest (%arg4) : i32 = (%14) to (%15) step (%16) {
          %17 = builtin.unrealized_conversion_cast %arg4 : i32 to !cir.int<s, 32>
          cir.store %17, %9 : !cir.int<s, 32>, !cir.ptr<!cir.int<s, 32>>
          %18 = cir.load %9 : !cir.ptr<!cir.int<s, 32>>, !cir.int<s, 32>
          %19 = cir.cast(int_to_float, %18 : !cir.int<s, 32>), !cir.double
          %20 = cir.load %8 : !cir.ptr<!cir.ptr<!cir.double>>, !cir.ptr<!cir.double>
          %21 = cir.load %9 : !cir.ptr<!cir.int<s, 32>>, !cir.int<s, 32>
          %22 = cir.ptr_stride(%20 : !cir.ptr<!cir.double>, %21 : !cir.int<s, 32>), !cir.ptr<!cir.double>
          cir.store %19, %22 : !cir.double, !cir.ptr<!cir.double>
          omp.yield
        }
      }
      omp.terminator
    }
    omp.parallel {
      %8 = cir.alloca !cir.ptr<!cir.double>, !cir.ptr<!cir.ptr<!cir.double>>, ["h"] {alignment = 8 : i64}
      %9 = cir.alloca !cir.ptr<!cir.double>, !cir.ptr<!cir.ptr<!cir.double>>, ["out"] {alignment = 8 : i64}
      %10 = cir.alloca !cir.int<s, 32>, !cir.ptr<!cir.int<s, 32>>, ["i"] {alignment = 4 : i64}
      %11 = cir.load %2 : !cir.ptr<!cir.ptr<!cir.double>>, !cir.ptr<!cir.double>
      cir.store %11, %8 : !cir.ptr<!cir.double>, !cir.ptr<!cir.ptr<!cir.double>>
      %12 = cir.load %3 : !cir.ptr<!cir.ptr<!cir.double>>, !cir.ptr<!cir.double>
      cir.store %12, %9 : !cir.ptr<!cir.double>, !cir.ptr<!cir.ptr<!cir.double>>
      %13 = cir.const #cir.int<0> : !cir.int<s, 32>
      %14 = cir.const #cir.int<64> : !cir.int<s, 32>
      %15 = cir.const #cir.int<1> : !cir.int<s, 32>
      %16 = builtin.unrealized_conversion_cast %13 : !cir.int<s, 32> to i32
      %17 = builtin.unrealized_conversion_cast %14 : !cir.int<s, 32> to i32
      %18 = builtin.unrealized_conversion_cast %15 : !cir.int<s, 32> to i32
      omp.wsloop {
        omp.loop_nest (%arg4) : i32 = (%16) to (%17) step (%18) {
          %19 = builtin.unrealized_conversion_cast %arg4 : i32 to !cir.int<s, 32>
          cir.store %19, %10 : !cir.int<s, 32>, !cir.ptr<!cir.int<s, 32>>
          %20 = cir.load %9 : !cir.ptr<!cir.ptr<!cir.double>>, !cir.ptr<!cir.double>
          %21 = cir.load %10 : !cir.ptr<!cir.int<s, 32>>, !cir.int<s, 32>
          %22 = cir.ptr_stride(%20 : !cir.ptr<!cir.double>, %21 : !cir.int<s, 32>), !cir.ptr<!cir.double>
          %23 = cir.load %22 : !cir.ptr<!cir.double>, !cir.double
          %24 = cir.load %8 : !cir.ptr<!cir.ptr<!cir.double>>, !cir.ptr<!cir.double>
          %25 = cir.const #cir.int<63> : !cir.int<s, 32>
          %26 = cir.load %10 : !cir.ptr<!cir.int<s, 32>>, !cir.int<s, 32>
          %27 = cir.binop(sub, %25, %26) : !cir.int<s, 32>
          %28 = cir.ptr_stride(%24 : !cir.ptr<!cir.double>, %27 : !cir.int<s, 32>), !cir.ptr<!cir.double>
          %29 = cir.load %28 : !cir.ptr<!cir.double>, !cir.double
          %30 = cir.binop(add, %23, %29) : !cir.double
          cir.store %30, %22 : !cir.double, !cir.ptr<!cir.double>
          omp.yield
        }
      }
      omp.terminator
    }
    cir.return
  }
  cir.func internal @__omp_offloading_main_l233.host(%arg0: !cir.ptr<!cir.double>, %arg1: !cir.ptr<!cir.double>, %arg2: !cir.ptr<!cir.double>, %arg3: !cir.int<s, 32>) {
    %0 = cir.alloca !cir.int<s, 32>, !cir.ptr<!cir.int<s, 32>>, ["n"]
    cir.store %arg3, %0 : !cir.int<s, 32>, !cir.ptr<!cir.int<s, 32>>
    %1 = cir.alloca !cir.ptr<!cir.double>, !cir.ptr<!cir.ptr<!cir.double>>, ["b"] {alignment = 8 : i64}
    %2 = cir.alloca !cir.ptr<!cir.double>, !cir.ptr<!cir.ptr<!cir.double>>, ["h"] {alignment = 8 : i64}
    %3 = cir.alloca !cir.ptr<!cir.double>, !cir.ptr<!cir.ptr<!cir.double>>, ["out"] {alignment = 8 : i64}
    %4 = cir.alloca !cir.int<s, 32>, !cir.ptr<!cir.int<s, 32>>, ["i"] {alignment = 4 : i64}
    %5 = cir.alloca !cir.int<s, 32>, !cir.ptr<!cir.int<s, 32>>, ["j"] {alignment = 4 : i64}
    cir.store %arg0, %1 : !cir.ptr<!cir.double>, !cir.ptr<!cir.ptr<!cir.double>>
    cir.store %arg1, %2 : !cir.ptr<!cir.double>, !cir.ptr<!cir.ptr<!cir.double>>
    cir.store %arg2, %3 : !cir.ptr<!cir.double>, !cir.ptr<!cir.ptr<!cir.double>>
    %6 = cir.const #cir.int<0> : !cir.int<s, 32>
    cir.store %6, %4 : !cir.int<s, 32>, !cir.ptr<!cir.int<s, 32>>
    cir.for : cond {
      %8 = cir.load %4 : !cir.ptr<!cir.int<s, 32>>, !cir.int<s, 32>
      %9 = cir.load %0 : !cir.ptr<!cir.int<s, 32>>, !cir.int<s, 32>
      %10 = cir.cmp(lt, %8, %9) : !cir.int<s, 32>, !cir.bool
      cir.condition(%10)
    } body {
      %8 = cir.load %4 : !cir.ptr<!cir.int<s, 32>>, !cir.int<s, 32>
      %9 = cir.cast(int_to_float, %8 : !cir.int<s, 32>), !cir.double
      %10 = cir.load %1 : !cir.ptr<!cir.ptr<!cir.double>>, !cir.ptr<!cir.double>
      %11 = cir.load %4 : !cir.ptr<!cir.int<s, 32>>, !cir.int<s, 32>
      %12 = cir.ptr_stride(%10 : !cir.ptr<!cir.double>, %11 : !cir.int<s, 32>), !cir.ptr<!cir.double>
      cir.store %9, %12 : !cir.double, !cir.ptr<!cir.double>
    } step {
      %8 = cir.load %4 : !cir.ptr<!cir.int<s, 32>>, !cir.int<s, 32>
      %9 = cir.unary(inc, %8) : !cir.int<s, 32>, !cir.int<s, 32>
      cir.store %9, %4 : !cir.int<s, 32>, !cir.ptr<!cir.int<s, 32>>
    }
    %7 = cir.const #cir.int<0> : !cir.int<s, 32>
    cir.store %7, %5 : !cir.int<s, 32>, !cir.ptr<!cir.int<s, 32>>
    cir.for : cond {
      %8 = cir.load %5 : !cir.ptr<!cir.int<s, 32>>, !cir.int<s, 32>
      %9 = cir.load %0 : !cir.ptr<!cir.int<s, 32>>, !cir.int<s, 32>
      %10 = cir.cmp(lt, %8, %9) : !cir.int<s, 32>, !cir.bool
      cir.condition(%10)
    } body {
      %8 = cir.load %3 : !cir.ptr<!cir.ptr<!cir.double>>, !cir.ptr<!cir.double>
      %9 = cir.load %5 : !cir.ptr<!cir.int<s, 32>>, !cir.int<s, 32>
      %10 = cir.const #cir.int<64> : !cir.int<s, 32>
      %11 = cir.binop(rem, %9, %10) : !cir.int<s, 32>
      %12 = cir.ptr_stride(%8 : !cir.ptr<!cir.double>, %11 : !cir.int<s, 32>), !cir.ptr<!cir.double>
      %13 = cir.load %12 : !cir.ptr<!cir.double>, !cir.double
      %14 = cir.load %1 : !cir.ptr<!cir.ptr<!cir.double>>, !cir.ptr<!cir.double>
      %15 = cir.load %5 : !cir.ptr<!cir.int<s, 32>>, !cir.int<s, 32>
      %16 = cir.ptr_stride(%14 : !cir.ptr<!cir.double>, %15 : !cir.int<s, 32>), !cir.ptr<!cir.double>
      %17 = cir.load %16 : !cir.ptr<!cir.double>, !cir.double
      %18 = cir.binop(add, %13, %17) : !cir.double
      cir.store %18, %12 : !cir.double, !cir.ptr<!cir.double>
    } step {
      %8 = cir.load %5 : !cir.ptr<!cir.int<s, 32>>, !cir.int<s, 32>
      %9 = cir.unary(inc, %8) : !cir.int<s, 32>, !cir.int<s, 32>
      cir.store %9, %5 : !cir.int<s, 32>, !cir.ptr<!cir.int<s, 32>>
    }
    omp.parallel {
      %8 = cir.alloca !cir.ptr<!cir.double>, !cir.ptr<!cir.ptr<!cir.double>>, ["h"] {alignment = 8 : i64}
      %9 = cir.alloca !cir.int<s, 32>, !cir.ptr<!cir.int<s, 32>>, ["i"] {alignment = 4 : i64}
      %10 = cir.load %2 : !cir.ptr<!cir.ptr<!cir.double>>, !cir.ptr<!cir.double>
      cir.store %10, %8 : !cir.ptr<!cir.double>, !cir.ptr<!cir.ptr<!cir.double>>
      %11 = cir.const #cir.int<0> : !cir.int<s, 32>
      %12 = cir.const #cir.int<64> : !cir.int<s, 32>
      %13 = cir.const #cir.int<1> : !cir.int<s, 32>
      %14 = builtin.unrealized_conversion_cast %11 : !cir.int<s, 32> to i32
      %15 = builtin.unrealized_conversion_cast %12 : !cir.int<s, 32> to i32
      %16 = builtin.unrealized_conversion_cast %13 : !cir.int<s, 32> to i32
      omp.wsloop {
        omp.loop_nest (%arg4) : i32 = (%14) to (%15) step (%16) {
          %17 = builtin.unrealized_conversion_cast %arg4 : i32 to !cir.int<s, 32>
          cir.store %17, %9 : !cir.int<s, 32>, !cir.ptr<!cir.int<s, 32>>
          %18 = cir.load %9 : !cir.ptr<!cir.int<s, 32>>, !cir.int<s, 32>
          %19 = cir.cast(int_to_float, %18 : !cir.int<s, 32>), !cir.double
          %20 = cir.load %8 : !cir.ptr<!cir.ptr<!cir.double>>, !cir.ptr<!cir.double>
          %21 = cir.load %9 : !cir.ptr<!cir.int<s, 32>>, !cir.int<s, 32>
          %22 = cir.ptr_stride(%20 : !cir.ptr<!cir.double>, %21 : !cir.int<s, 32>), !cir.ptr<!cir.double>
          cir.store %19, %22 : !cir.double, !cir.ptr<!cir.double>
          omp.yield
        }
      }
      omp.terminator
    }
    omp.parallel {
      %8 = cir.alloca !cir.ptr<!cir.double>, !cir.ptr<!cir.ptr<!cir.double>>, ["h"] {alignment = 8 : i64}
      %9 = cir.alloca !cir.ptr<!cir.double>, !cir.ptr<!cir.ptr<!cir.double>>, ["out"] {alignment = 8 : i64}
      %10 = cir.alloca !cir.int<s, 32>, !cir.ptr<!cir.int<s, 32>>, ["i"] {alignment = 4 : i64}
      %11 = cir.load %2 : !cir.ptr<!cir.ptr<!cir.double>>, !cir.ptr<!cir.double>
      cir.store %11, %8 : !cir.ptr<!cir.double>, !cir.ptr<!cir.ptr<!cir.double>>
      %12 = cir.load %3 : !cir.ptr<!cir.ptr<!cir.double>>, !cir.ptr<!cir.double>
      cir.store %12, %9 : !cir.ptr<!cir.double>, !cir.ptr<!cir.ptr<!cir.double>>
      %13 = cir.const #cir.int<0> : !cir.int<s, 32>
      %14 = cir.const #cir.int<64> : !cir.int<s, 32>
      %15 = cir.const #cir.int<1> : !cir.int<s, 32>
      %16 = builtin.unrealized_conversion_cast %13 : !cir.int<s, 32> to i32
      %17 = builtin.unrealized_conversion_cast %14 : !cir.int<s, 32> to i32
      %18 = builtin.unrealized_conversion_cast %15 : !cir.int<s, 32> to i32
      omp.wsloop {
        omp.loop_nest (%arg4) : i32 = (%16) to (%17) step (%18) {
          %19 = builtin.unrealized_conversion_cast %arg4 : i32 to !cir.int<s, 32>
          cir.store %19, %10 : !cir.int<s, 32>, !cir.ptr<!cir.int<s, 32>>
          %20 = cir.load %9 : !cir.ptr<!cir.ptr<!cir.double>>, !cir.ptr<!cir.double>
          %21 = cir.load %10 : !cir.ptr<!cir.int<s, 32>>, !cir.int<s, 32>
          %22 = cir.ptr_stride(%20 : !cir.ptr<!cir.double>, %21 : !cir.int<s, 32>), !cir.ptr<!cir.double>
          %23 = cir.load %22 : !cir.ptr<!cir.double>, !cir.double
          %24 = cir.load %8 : !cir.ptr<!cir.ptr<!cir.double>>, !cir.ptr<!cir.double>
          %25 = cir.const #cir.int<63> : !cir.int<s, 32>
          %26 = cir.load %10 : !cir.ptr<!cir.int<s, 32>>, !cir.int<s, 32>
          %27 = cir.binop(sub, %25, %26) : !cir.int<s, 32>
          %28 = cir.ptr_stride(%24 : !cir.ptr<!cir.double>, %27 : !cir.int<s, 32>), !cir.ptr<!cir.double>
          %29 = cir.load %28 : !cir.ptr<!cir.double>, !cir.double
          %30 = cir.binop(add, %23, %29) : !cir.double
          cir.store %30, %22 : !cir.double, !cir.ptr<!cir.double>
          omp.yield
        }
      }
      omp.terminator
    }
    cir.return
  }
  cir.func private @malloc(!cir.int<u, 64>) -> !cir.ptr<!cir.int<s, 8>>
  cir.func private @free(!cir.ptr<!cir.int<s, 8>>)
  offload.entries [@__omp_offloading_main_l76 : kernel, @__omp_offloading_main_l233 : kernel]
}

