module attributes {offload.requires = #offload<requires unified_shared_memory>} {
  cir.func @main() -> !cir.int<s, 32> {
    %0 = cir.alloca !cir.ptr<!cir.double>, !cir.ptr<!cir.ptr<!cir.double>>, ["c"] {alignment = 8 : i64}
    %1 = cir.alloca !cir.ptr<!cir.double>, !cir.ptr<!cir.ptr<!cir.double>>, ["d"] {alignment = 8 : i64}
    %2 = cir.alloca !cir.ptr<!cir.double>, !cir.ptr<!cir.ptr<!cir.double>>, ["e"] {alignment = 8 : i64}
    %3 = cir.alloca !cir.ptr<!cir.double>, !cir.ptr<!cir.ptr<!cir.double>>, ["x"] {alignment = 8 : i64}
    %4 = cir.alloca !cir.ptr<!cir.double>, !cir.ptr<!cir.ptr<!cir.double>>, ["t"] {alignment = 8 : i64}
    %5 = cir.alloca !cir.ptr<!cir.double>, !cir.ptr<!cir.ptr<!cir.double>>, ["out"] {alignment = 8 : i64}
    %6 = cir.const #cir.int<512> : !cir.int<u, 64>
    %7 = cir.call @malloc(%6) : (!cir.int<u, 64>) -> !cir.ptr<!cir.int<s, 8>>
    %8 = cir.cast(bitcast, %7 : !cir.ptr<!cir.int<s, 8>>), !cir.ptr<!cir.double>
    cir.store %8, %0 : !cir.ptr<!cir.double>, !cir.ptr<!cir.ptr<!cir.double>>
    %9 = cir.const #cir.int<512> : !cir.int<u, 64>
    %10 = cir.call @malloc(%9) : (!cir.int<u, 64>) -> !cir.ptr<!cir.int<s, 8>>
    %11 = cir.cast(bitcast, %10 : !cir.ptr<!cir.int<s, 8>>), !cir.ptr<!cir.double>
    cir.store %11, %1 : !cir.ptr<!cir.double>, !cir.ptr<!cir.ptr<!cir.double>>
    %12 = cir.const #cir.int<512> : !cir.int<u, 64>
    %13 = cir.call @malloc(%12) : (!cir.int<u, 64>) -> !cir.ptr<!cir.int<s, 8>>
    %14 = cir.cast(bitcast, %13 : !cir.ptr<!cir.int<s, 8>>), !cir.ptr<!cir.double>
    cir.store %14, %2 : !cir.ptr<!cir.double>, !cir.ptr<!cir.ptr<!cir.double>>
    %15 = cir.const #cir.int<512> : !cir.int<u, 64>
    %16 = cir.call @malloc(%15) : (!cir.int<u, 64>) -> !cir.ptr<!cir.int<s, 8>>
    %17 = cir.cast(bitcast, %16 : !cir.ptr<!cir.int<s, 8>>), !cir.ptr<!cir.double>
    cir.store %17, %3 : !cir.ptr<!cir.double>, !cir.ptr<!cir.ptr<!cir.double>>
    %18 = cir.const #cir.int<512> : !cir.int<u, 64>
    %19 = cir.call @malloc(%18) : (!cir.int<u, 64>) -> !cir.ptr<!cir.int<s, 8>>
    %20 = cir.cast(bitcast, %19 : !cir.ptr<!cir.int<s, 8>>), !cir.ptr<!cir.double>
    cir.store %20, %4 : !cir.ptr<!cir.double>, !cir.ptr<!cir.ptr<!cir.double>>
    %21 = cir.const #cir.int<512> : !cir.int<u, 64>
    %22 = cir.call @malloc(%21) : (!cir.int<u, 64>) -> !cir.ptr<!cir.int<s, 8>>
    %23 = cir.cast(bitcast, %22 : !cir.ptr<!cir.int<s, 8>>), !cir.ptr<!cir.double>
    cir.store %23, %5 : !cir.ptr<!cir.double>, !cir.ptr<!cir.ptr<!cir.double>>
    %24 = cir.load %0 : !cir.ptr<!cir.ptr<!cir.double>>, !cir.ptr<!cir.double>
    %25 = cir.const #cir.int<0> : !cir.int<s, 32>
    %26 = cir.cast(integral, %25 : !cir.int<s, 32>), !cir.int<s, 64>
    %27 = builtin.unrealized_conversion_cast %26 : !cir.int<s, 64> to i64
    %28 = cir.const #cir.int<64> : !cir.int<s, 32>
    %29 = cir.cast(integral, %28 : !cir.int<s, 32>), !cir.int<s, 64>
    %30 = builtin.unrealized_conversion_cast %29 : !cir.int<s, 64> to i64
    %c1_i64 = arith.constant 1 : i64
    %c0_i64 = arith.constant 0 : i64
    %31 = arith.addi %27, %30 : i64
    %32 = arith.subi %31, %c1_i64 : i64
    %33 = cir.load %1 : !cir.ptr<!cir.ptr<!cir.double>>, !cir.ptr<!cir.double>
    %34 = cir.const #cir.int<0> : !cir.int<s, 32>
    %35 = cir.cast(integral, %34 : !cir.int<s, 32>), !cir.int<s, 64>
    %36 = builtin.unrealized_conversion_cast %35 : !cir.int<s, 64> to i64
    %37 = cir.const #cir.int<64> : !cir.int<s, 32>
    %38 = cir.cast(integral, %37 : !cir.int<s, 32>), !cir.int<s, 64>
    %39 = builtin.unrealized_conversion_cast %38 : !cir.int<s, 64> to i64
    %c1_i64_0 = arith.constant 1 : i64
    %c0_i64_1 = arith.constant 0 : i64
    %40 = arith.addi %36, %39 : i64
    %41 = arith.subi %40, %c1_i64_0 : i64
    %42 = cir.load %2 : !cir.ptr<!cir.ptr<!cir.double>>, !cir.ptr<!cir.double>
    %43 = cir.const #cir.int<0> : !cir.int<s, 32>
    %44 = cir.cast(integral, %43 : !cir.int<s, 32>), !cir.int<s, 64>
    %45 = builtin.unrealized_conversion_cast %44 : !cir.int<s, 64> to i64
    %46 = cir.const #cir.int<64> : !cir.int<s, 32>
    %47 = cir.cast(integral, %46 : !cir.int<s, 32>), !cir.int<s, 64>
    %48 = builtin.unrealized_conversion_cast %47 : !cir.int<s, 64> to i64
    %c1_i64_2 = arith.constant 1 : i64
    %c0_i64_3 = arith.constant 0 : i64
    %49 = arith.addi %45, %48 : i64
    %50 = arith.subi %49, %c1_i64_2 : i64
    %51 = cir.load %3 : !cir.ptr<!cir.ptr<!cir.double>>, !cir.ptr<!cir.double>
    %52 = cir.const #cir.int<0> : !cir.int<s, 32>
    %53 = cir.cast(integral, %52 : !cir.int<s, 32>), !cir.int<s, 64>
    %54 = builtin.unrealized_conversion_cast %53 : !cir.int<s, 64> to i64
    %55 = cir.const #cir.int<64> : !cir.int<s, 32>
    %56 = cir.cast(integral, %55 : !cir.int<s, 32>), !cir.int<s, 64>
    %57 = builtin.unrealized_conversion_cast %56 : !cir.int<s, 64> to i64
    %c1_i64_4 = arith.constant 1 : i64
    %c0_i64_5 = arith.constant 0 : i64
    %58 = arith.addi %54, %57 : i64
    %59 = arith.subi %58, %c1_i64_4 : i64
    %60 = cir.load %5 : !cir.ptr<!cir.ptr<!cir.double>>, !cir.ptr<!cir.double>
    %61 = cir.const #cir.int<0> : !cir.int<s, 32>
    %62 = cir.cast(integral, %61 : !cir.int<s, 32>), !cir.int<s, 64>
    %63 = builtin.unrealized_conversion_cast %62 : !cir.int<s, 64> to i64
    %64 = cir.const #cir.int<64> : !cir.int<s, 32>
    %65 = cir.cast(integral, %64 : !cir.int<s, 32>), !cir.int<s, 64>
    %66 = builtin.unrealized_conversion_cast %65 : !cir.int<s, 64> to i64
    %c1_i64_6 = arith.constant 1 : i64
    %c0_i64_7 = arith.constant 0 : i64
    %67 = arith.addi %63, %66 : i64
    %68 = arith.subi %67, %c1_i64_6 : i64
    %69 = builtin.unrealized_conversion_cast %32 : i64 to !cir.int<s, 64>
    %70 = cir.ptr_stride(%24 : !cir.ptr<!cir.double>, %26 : !cir.int<s, 64>), !cir.ptr<!cir.double>
    %71 = cir.const #cir.int<1> : !cir.int<s, 64>
    %72 = cir.binop(add, %69, %71) : !cir.int<s, 64>
    %73 = cir.ptr_stride(%24 : !cir.ptr<!cir.double>, %72 : !cir.int<s, 64>), !cir.ptr<!cir.double>
    %74 = cir.cast(ptr_to_int, %70 : !cir.ptr<!cir.double>), !cir.int<s, 64>
    %75 = cir.cast(ptr_to_int, %73 : !cir.ptr<!cir.double>), !cir.int<s, 64>
    %76 = cir.binop(sub, %75, %74) : !cir.int<s, 64>
    %77 = builtin.unrealized_conversion_cast %76 : !cir.int<s, 64> to i64
    %78 = offload.map base(%24 : !cir.ptr<!cir.double>) begin(%70 : !cir.ptr<!cir.double>) size(%77) type(alloc) attach(%0 : !cir.ptr<!cir.ptr<!cir.double>>) name("c[:]")
    %79 = builtin.unrealized_conversion_cast %41 : i64 to !cir.int<s, 64>
    %80 = cir.ptr_stride(%33 : !cir.ptr<!cir.double>, %35 : !cir.int<s, 64>), !cir.ptr<!cir.double>
    %81 = cir.const #cir.int<1> : !cir.int<s, 64>
    %82 = cir.binop(add, %79, %81) : !cir.int<s, 64>
    %83 = cir.ptr_stride(%33 : !cir.ptr<!cir.double>, %82 : !cir.int<s, 64>), !cir.ptr<!cir.double>
    %84 = cir.cast(ptr_to_int, %80 : !cir.ptr<!cir.double>), !cir.int<s, 64>
    %85 = cir.cast(ptr_to_int, %83 : !cir.ptr<!cir.double>), !cir.int<s, 64>
    %86 = cir.binop(sub, %85, %84) : !cir.int<s, 64>
    %87 = builtin.unrealized_conversion_cast %86 : !cir.int<s, 64> to i64
    %88 = offload.map base(%33 : !cir.ptr<!cir.double>) begin(%80 : !cir.ptr<!cir.double>) size(%87) type(alloc) attach(%1 : !cir.ptr<!cir.ptr<!cir.double>>) name("d[:]")
    %89 = builtin.unrealized_conversion_cast %50 : i64 to !cir.int<s, 64>
    %90 = cir.ptr_stride(%42 : !cir.ptr<!cir.double>, %44 : !cir.int<s, 64>), !cir.ptr<!cir.double>
    %91 = cir.const #cir.int<1> : !cir.int<s, 64>
    %92 = cir.binop(add, %89, %91) : !cir.int<s, 64>
    %93 = cir.ptr_stride(%42 : !cir.ptr<!cir.double>, %92 : !cir.int<s, 64>), !cir.ptr<!cir.double>
    %94 = cir.cast(ptr_to_int, %90 : !cir.ptr<!cir.double>), !cir.int<s, 64>
    %95 = cir.cast(ptr_to_int, %93 : !cir.ptr<!cir.double>), !cir.int<s, 64>
    %96 = cir.binop(sub, %95, %94) : !cir.int<s, 64>
    %97 = builtin.unrealized_conversion_cast %96 : !cir.int<s, 64> to i64
    %98 = offload.map base(%42 : !cir.ptr<!cir.double>) begin(%90 : !cir.ptr<!cir.double>) size(%97) type(alloc) attach(%2 : !cir.ptr<!cir.ptr<!cir.double>>) name("e[:]")
    %99 = builtin.unrealized_conversion_cast %59 : i64 to !cir.int<s, 64>
    %100 = cir.ptr_stride(%51 : !cir.ptr<!cir.double>, %53 : !cir.int<s, 64>), !cir.ptr<!cir.double>
    %101 = cir.const #cir.int<1> : !cir.int<s, 64>
    %102 = cir.binop(add, %99, %101) : !cir.int<s, 64>
    %103 = cir.ptr_stride(%51 : !cir.ptr<!cir.double>, %102 : !cir.int<s, 64>), !cir.ptr<!cir.double>
    %104 = cir.cast(ptr_to_int, %100 : !cir.ptr<!cir.double>), !cir.int<s, 64>
    %105 = cir.cast(ptr_to_int, %103 : !cir.ptr<!cir.double>), !cir.int<s, 64>
    %106 = cir.binop(sub, %105, %104) : !cir.int<s, 64>
    %107 = builtin.unrealized_conversion_cast %106 : !cir.int<s, 64> to i64
    %108 = offload.map base(%51 : !cir.ptr<!cir.double>) begin(%100 : !cir.ptr<!cir.double>) size(%107) type(alloc) attach(%3 : !cir.ptr<!cir.ptr<!cir.double>>) name("x[:]")
    %109 = builtin.unrealized_conversion_cast %68 : i64 to !cir.int<s, 64>
    %110 = cir.ptr_stride(%60 : !cir.ptr<!cir.double>, %62 : !cir.int<s, 64>), !cir.ptr<!cir.double>
    %111 = cir.const #cir.int<1> : !cir.int<s, 64>
    %112 = cir.binop(add, %109, %111) : !cir.int<s, 64>
    %113 = cir.ptr_stride(%60 : !cir.ptr<!cir.double>, %112 : !cir.int<s, 64>), !cir.ptr<!cir.double>
    %114 = cir.cast(ptr_to_int, %110 : !cir.ptr<!cir.double>), !cir.int<s, 64>
    %115 = cir.cast(ptr_to_int, %113 : !cir.ptr<!cir.double>), !cir.int<s, 64>
    %116 = cir.binop(sub, %115, %114) : !cir.int<s, 64>
    %117 = builtin.unrealized_conversion_cast %116 : !cir.int<s, 64> to i64
    %118 = offload.map base(%60 : !cir.ptr<!cir.double>) begin(%110 : !cir.ptr<!cir.double>) size(%117) type(tofrom) attach(%5 : !cir.ptr<!cir.ptr<!cir.double>>) name("out[:]")
    %119 = offload.data_begin maps(%78, %88, %98, %108, %118)
    offload.launch @__omp_offloading_main_l98(%78, %88, %98, %108, %118 : !offload.map, !offload.map, !offload.map, !offload.map, !offload.map) host_fallback(@__omp_offloading_main_l98.host) env(%119)
    offload.data_end %119
    %120 = cir.load %4 : !cir.ptr<!cir.ptr<!cir.double>>, !cir.ptr<!cir.double>
    %121 = cir.const #cir.int<0> : !cir.int<s, 32>
    %122 = cir.cast(integral, %121 : !cir.int<s, 32>), !cir.int<s, 64>
    %123 = builtin.unrealized_conversion_cast %122 : !cir.int<s, 64> to i64
    %124 = cir.const #cir.int<64> : !cir.int<s, 32>
    %125 = cir.cast(integral, %124 : !cir.int<s, 32>), !cir.int<s, 64>
    %126 = builtin.unrealized_conversion_cast %125 : !cir.int<s, 64> to i64
    %c1_i64_8 = arith.constant 1 : i64
    %c0_i64_9 = arith.constant 0 : i64
    %127 = arith.addi %123, %126 : i64
    %128 = arith.subi %127, %c1_i64_8 : i64
    %129 = cir.load %5 : !cir.ptr<!cir.ptr<!cir.double>>, !cir.ptr<!cir.double>
    %130 = cir.const #cir.int<0> : !cir.int<s, 32>
    %131 = cir.cast(integral, %130 : !cir.int<s, 32>), !cir.int<s, 64>
    %132 = builtin.unrealized_conversion_cast %131 : !cir.int<s, 64> to i64
    %133 = cir.const #cir.int<64> : !cir.int<s, 32>
    %134 = cir.cast(integral, %133 : !cir.int<s, 32>), !cir.int<s, 64>
    %135 = builtin.unrealized_conversion_cast %134 : !cir.int<s, 64> to i64
    %c1_i64_10 = arith.constant 1 : i64
    %c0_i64_11 = arith.constant 0 : i64
    %136 = arith.addi %132, %135 : i64
    %137 = arith.subi %136, %c1_i64_10 : i64
    %138 = builtin.unrealized_conversion_cast %128 : i64 to !cir.int<s, 64>
    %139 = cir.ptr_stride(%120 : !cir.ptr<!cir.double>, %122 : !cir.int<s, 64>), !cir.ptr<!cir.double>
    %140 = cir.const #cir.int<1> : !cir.int<s, 64>
    %141 = cir.binop(add, %138, %140) : !cir.int<s, 64>
    %142 = cir.ptr_stride(%120 : !cir.ptr<!cir.double>, %141 : !cir.int<s, 64>), !cir.ptr<!cir.double>
    %143 = cir.cast(ptr_to_int, %139 : !cir.ptr<!cir.double>), !cir.int<s, 64>
    %144 = cir.cast(ptr_to_int, %142 : !cir.ptr<!cir.double>), !cir.int<s, 64>
    %145 = cir.binop(sub, %144, %143) : !cir.int<s, 64>
    %146 = builtin.unrealized_conversion_cast %145 : !cir.int<s, 64> to i64
    %147 = offload.map base(%120 : !cir.ptr<!cir.double>) begin(%139 : !cir.ptr<!cir.double>) size(%146) type(alloc) attach(%4 : !cir.ptr<!cir.ptr<!cir.double>>) name("t[:]")
    %148 = builtin.unrealized_conversion_cast %137 : i64 to !cir.int<s, 64>
    %149 = cir.ptr_stride(%129 : !cir.ptr<!cir.double>, %131 : !cir.int<s, 64>), !cir.ptr<!cir.double>
    %150 = cir.const #cir.int<1> : !cir.int<s, 64>
    %151 = cir.binop(add, %148, %150) : !cir.int<s, 64>
    %152 = cir.ptr_stride(%129 : !cir.ptr<!cir.double>, %151 : !cir.int<s, 64>), !cir.ptr<!cir.double>
    %153 = cir.cast(ptr_to_int, %149 : !cir.ptr<!cir.double>), !cir.int<s, 64>
    %154 = cir.cast(ptr_to_int, %152 : !cir.ptr<!cir.double>), !cir.int<s, 64>
    %155 = cir.binop(sub, %154, %153) : !cir.int<s, 64>
    %156 = builtin.unrealized_conversion_cast %155 : !cir.int<s, 64> to i64
    %157 = offload.map base(%129 : !cir.ptr<!cir.double>) begin(%149 : !cir.ptr<!cir.double>) size(%156) type(tofrom) attach(%5 : !cir.ptr<!cir.ptr<!cir.double>>) name("out[:]")
    %158 = offload.data_begin maps(%147, %157)
    offload.launch @__omp_offloading_main_l326(%147, %157 : !offload.map, !offload.map) host_fallback(@__omp_offloading_main_l326.host) env(%158)
    offload.data_end %158
    %159 = cir.load %0 : !cir.ptr<!cir.ptr<!cir.double>>, !cir.ptr<!cir.double>
    %160 = cir.cast(bitcast, %159 : !cir.ptr<!cir.double>), !cir.ptr<!cir.int<s, 8>>
    cir.call @free(%160) : (!cir.ptr<!cir.int<s, 8>>) -> ()
    %161 = cir.load %1 : !cir.ptr<!cir.ptr<!cir.double>>, !cir.ptr<!cir.double>
    %162 = cir.cast(bitcast, %161 : !cir.ptr<!cir.double>), !cir.ptr<!cir.int<s, 8>>
    cir.call @free(%162) : (!cir.ptr<!cir.int<s, 8>>) -> ()
    %163 = cir.load %2 : !cir.ptr<!cir.ptr<!cir.double>>, !cir.ptr<!cir.double>
    %164 = cir.cast(bitcast, %163 : !cir.ptr<!cir.double>), !cir.ptr<!cir.int<s, 8>>
    cir.call @free(%164) : (!cir.ptr<!cir.int<s, 8>>) -> ()
    %165 = cir.load %3 : !cir.ptr<!cir.ptr<!cir.double>>, !cir.ptr<!cir.double>
    %166 = cir.cast(bitcast, %165 : !cir.ptr<!cir.double>), !cir.ptr<!cir.int<s, 8>>
    cir.call @free(%166) : (!cir.ptr<!cir.int<s, 8>>) -> ()
    %167 = cir.load %4 : !cir.ptr<!cir.ptr<!cir.double>>, !cir.ptr<!cir.double>
    %168 = cir.cast(bitcast, %167 : !cir.ptr<!cir.double>), !cir.ptr<!cir.int<s, 8>>
    cir.call @free(%168) : (!cir.ptr<!cir.int<s, 8>>) -> ()
    %169 = cir.load %5 : !cir.ptr<!cir.ptr<!cir.double>>, !cir.ptr<!cir.double>
    %170 = cir.cast(bitcast, %169 : !cir.ptr<!cir.double>), !cir.ptr<!cir.int<s, 8>>
    cir.call @free(%170) : (!cir.ptr<!cir.int<s, 8>>) -> ()
    %171 = cir.const #cir.int<0> : !cir.int<s, 32>
    cir.return %171 : !cir.int<s, 32>
  }
  cir.func internal @__omp_offloading_main_l98(%arg0: !cir.ptr<!cir.double>, %arg1: !cir.ptr<!cir.double>, %arg2: !cir.ptr<!cir.double>, %arg3: !cir.ptr<!cir.double>, %arg4: !cir.ptr<!cir.double>) attributes {offload.kernel} {
    %0 = cir.alloca !cir.ptr<!cir.double>, !cir.ptr<!cir.ptr<!cir.double>>, ["c"] {alignment = 8 : i64}
    %1 = cir.alloca !cir.ptr<!cir.double>, !cir.ptr<!cir.ptr<!cir.double>>, ["d"] {alignment = 8 : i64}
    %2 = cir.alloca !cir.ptr<!cir.double>, !cir.ptr<!cir.ptr<!cir.double>>, ["e"] {alignment = 8 : i64}
    %3 = cir.alloca !cir.ptr<!cir.double>, !cir.ptr<!cir.ptr<!cir.double>>, ["x"] {alignment = 8 : i64}
    %4 = cir.alloca !cir.ptr<!cir.double>, !cir.ptr<!cir.ptr<!cir.double>>, ["out"] {alignment = 8 : i64}
    cir.store %arg0, %0 : !cir.ptr<!cir.double>, !cir.ptr<!cir.ptr<!cir.double>>
    cir.store %arg1, %1 : !cir.ptr<!cir.double>, !cir.ptr<!cir.ptr<!cir.double>>
    cir.store %arg2, %2 : !cir.ptr<!cir.double>, !cir.ptr<!cir.ptr<!cir.double>>
    cir.store %arg3, %3 : !cir.ptr<!cir.double>, !cir.ptr<!cir.ptr<!cir.double>>
    cir.store %arg4, %4 : !cir.ptr<!cir.double>, !cir.ptr<!cir.ptr<!cir.double>>
    omp.parallel {
      %5 = cir.alloca !cir.ptr<!cir.double>, !cir.ptr<!cir.ptr<!cir.double>>, ["c"] {alignment = 8 : i64}
      %6 = cir.alloca !cir.ptr<!cir.double>, !cir.ptr<!cir.ptr<!cir.double>>, ["out"] {alignment = 8 : i64}
      %7 = cir.alloca !cir.ptr<!cir.double>, !cir.ptr<!cir.ptr<!cir.double>>, ["d"] {alignment = 8 : i64}
      %8 = cir.alloca !cir.ptr<!cir.double>, !cir.ptr<!cir.ptr<!cir.double>>, ["e"] {alignment = 8 : i64}
      %9 = cir.alloca !cir.ptr<!cir.double>, !cir.ptr<!cir.ptr<!cir.double>>, ["x"] {alignment = 8 : i64}
      %10 = cir.alloca !cir.int<s, 32>, !cir.ptr<!cir.int<s, 32>>, ["i"] {alignment = 4 : i64}
      %11 = cir.alloca !cir.int<s, 32>, !cir.ptr<!cir.int<s, 32>>, ["j"] {alignment = 4 : i64}
      %12 = cir.alloca !cir.int<s, 32>, !cir.ptr<!cir.int<s, 32>>, ["i"] {alignment = 4 : i64}
      %13 = cir.alloca !cir.int<s, 32>, !cir.ptr<!cir.int<s, 32>>, ["j"] {alignment = 4 : i64}
      %14 = cir.alloca !cir.int<s, 32>, !cir.ptr<!cir.int<s, 32>>, ["i"] {alignment = 4 : i64}
      %15 = cir.alloca !cir.int<s, 32>, !cir.ptr<!cir.int<s, 32>>, ["j"] {alignment = 4 : i64}
      %16 = cir.alloca !cir.int<s, 32>, !cir.ptr<!cir.int<s, 32>>, ["i"] {alignment = 4 : i64}
      %17 = cir.load %0 : !cir.ptr<!cir.ptr<!cir.double>>, !cir.ptr<!cir.double>
      cir.store %17, %5 : !cir.ptr<!cir.double>, !cir.ptr<!cir.ptr<!cir.double>>
      %18 = cir.load %4 : !cir.ptr<!cir.ptr<!cir.double>>, !cir.ptr<!cir.double>
      cir.store %18, %6 : !cir.ptr<!cir.double>, !cir.ptr<!cir.ptr<!cir.double>>
      %19 = cir.load %1 : !cir.ptr<!cir.ptr<!cir.double>>, !cir.ptr<!cir.double>
      cir.store %19, %7 : !cir.ptr<!cir.double>, !cir.ptr<!cir.ptr<!cir.double>>
      %20 = cir.load %2 : !cir.ptr<!cir.ptr<!cir.double>>, !cir.ptr<!cir.double>
      cir.store %20, %8 : !cir.ptr<!cir.double>, !cir.ptr<!cir.ptr<!cir.double>>
      %21 = cir.load %3 : !cir.ptr<!cir.ptr<!cir.double>>, !cir.ptr<!cir.double>
      cir.store %21, %9 : !cir.ptr<!cir.double>, !cir.ptr<!cir.ptr<!cir.double>>
      %22 = cir.const #cir.int<0> : !cir.int<s, 32>
      %23 = cir.const #cir.int<64> : !cir.int<s, 32>
      %24 = cir.const #cir.int<1> : !cir.int<s, 32>
      %25 = builtin.unrealized_conversion_cast %22 : !cir.int<s, 32> to i32
      %26 = builtin.unrealized_conversion_cast %23 : !cir.int<s, 32> to i32
      %27 = builtin.unrealized_conversion_cast %24 : !cir.int<s, 32> to i32
      omp.wsloop nowait {
        omp.loop_nest (%arg5) : i32 = (%25) to (%26) step (%27) {
          %64 = builtin.unrealized_conversion_cast %arg5 : i32 to !cir.int<s, 32>
          cir.store %64, %10 : !cir.int<s, 32>, !cir.ptr<!cir.int<s, 32>>
          %65 = cir.load %10 : !cir.ptr<!cir.int<s, 32>>, !cir.int<s, 32>
          %66 = cir.cast(int_to_float, %65 : !cir.int<s, 32>), !cir.double
          %67 = cir.load %5 : !cir.ptr<!cir.ptr<!cir.double>>, !cir.ptr<!cir.double>
          %68 = cir.load %10 : !cir.ptr<!cir.int<s, 32>>, !cir.int<s, 32>
          %69 = cir.ptr_stride(%67 : !cir.ptr<!cir.double>, %68 : !cir.int<s, 32>), !cir.ptr<!cir.double>
          cir.store %66, %69 : !cir.double, !cir.ptr<!cir.double>
          omp.yield
        }
      }
      %28 = cir.const #cir.int<0> : !cir.int<s, 32>
      %29 = cir.const #cir.int<64> : !cir.int<s, 32>
      %30 = cir.const #cir.int<1> : !cir.int<s, 32>
      %31 = builtin.unrealized_conversion_cast %28 : !cir.int<s, 32> to i32
      %32 = builtin.unrealized_conversion_cast %29 : !cir.int<s, 32> to i32
      %33 = builtin.unrealized_conversion_cast %30 : !cir.int<s, 32> to i32
      omp.wsloop {
        omp.loop_nest (%arg5) : i32 = (%31) to (%32) step (%33) {
          %64 = builtin.unrealized_conversion_cast %arg5 : i32 to !cir.int<s, 32>
          cir.store %64, %11 : !cir.int<s, 32>, !cir.ptr<!cir.int<s, 32>>
          %65 = cir.load %5 : !cir.ptr<!cir.ptr<!cir.double>>, !cir.ptr<!cir.double>
          %66 = cir.load %11 : !cir.ptr<!cir.int<s, 32>>, !cir.int<s, 32>
          %67 = cir.ptr_stride(%65 : !cir.ptr<!cir.double>, %66 : !cir.int<s, 32>), !cir.ptr<!cir.double>
          %68 = cir.load %67 : !cir.ptr<!cir.double>, !cir.double
          %69 = cir.load %6 : !cir.ptr<!cir.ptr<!cir.double>>, !cir.ptr<!cir.double>
          %70 = cir.load %11 : !cir.ptr<!cir.int<s, 32>>, !cir.int<s, 32>
          %71 = cir.ptr_stride(%69 : !cir.ptr<!cir.double>, %70 : !cir.int<s, 32>), !cir.ptr<!cir.double>
          cir.store %68, %71 : !cir.double, !cir.ptr<!cir.double>
          omp.yield
        }
      }
      %34 = cir.const #cir.int<1> : !cir.int<s, 32>
      %35 = cir.const #cir.int<64> : !cir.int<s, 32>
      %36 = cir.const #cir.int<1> : !cir.int<s, 32>
      %37 = builtin.unrealized_conversion_cast %34 : !cir.int<s, 32> to i32
      %38 = builtin.unrealized_conversion_cast %35 : !cir.int<s, 32> to i32
      %39 = builtin.unrealized_conversion_cast %36 : !cir.int<s, 32> to i32
      omp.wsloop {
        omp.loop_nest (%arg5) : i32 = (%37) to (%38) step (%39) {
          %64 = builtin.unrealized_conversion_cast %arg5 : i32 to !cir.int<s, 32>
          cir.store %64, %12 : !cir.int<s, 32>, !cir.ptr<!cir.int<s, 32>>
          %65 = cir.load %12 : !cir.ptr<!cir.int<s, 32>>, !cir.int<s, 32>
          %66 = cir.cast(int_to_float, %65 : !cir.int<s, 32>), !cir.double
          %67 = cir.load %7 : !cir.ptr<!cir.ptr<!cir.double>>, !cir.ptr<!cir.double>
          %68 = cir.load %12 : !cir.ptr<!cir.int<s, 32>>, !cir.int<s, 32>
          %69 = cir.ptr_stride(%67 : !cir.ptr<!cir.double>, %68 : !cir.int<s, 32>), !cir.ptr<!cir.double>
          cir.store %66, %69 : !cir.double, !cir.ptr<!cir.double>
          omp.yield
        }
      }
      %40 = cir.const #cir.int<0> : !cir.int<s, 32>
      %41 = cir.const #cir.int<64> : !cir.int<s, 32>
      %42 = cir.const #cir.int<1> : !cir.int<s, 32>
      %43 = builtin.unrealized_conversion_cast %40 : !cir.int<s, 32> to i32
      %44 = builtin.unrealized_conversion_cast %41 : !cir.int<s, 32> to i32
      %45 = builtin.unrealized_conversion_cast %42 : !cir.int<s, 32> to i32
      omp.wsloop {
        omp.loop_nest (%arg5) : i32 = (%43) to (%44) step (%45) {
          %64 = builtin.unrealized_conversion_cast %arg5 : i32 to !cir.int<s, 32>
          cir.store %64, %13 : !cir.int<s, 32>, !cir.ptr<!cir.int<s, 32>>
          %65 = cir.load %6 : !cir.ptr<!cir.ptr<!cir.double>>, !cir.ptr<!cir.double>
          %66 = cir.load %13 : !cir.ptr<!cir.int<s, 32>>, !cir.int<s, 32>
          %67 = cir.ptr_stride(%65 : !cir.ptr<!cir.double>, %66 : !cir.int<s, 32>), !cir.ptr<!cir.double>
          %68 = cir.load %67 : !cir.ptr<!cir.double>, !cir.double
          %69 = cir.load %7 : !cir.ptr<!cir.ptr<!cir.double>>, !cir.ptr<!cir.double>
          %70 = cir.load %13 : !cir.ptr<!cir.int<s, 32>>, !cir.int<s, 32>
          %71 = cir.ptr_stride(%69 : !cir.ptr<!cir.double>, %70 : !cir.int<s, 32>), !cir.ptr<!cir.double>
          %72 = cir.load %71 : !cir.ptr<!cir.double>, !cir.double
          %73 = cir.binop(add, %68, %72) : !cir.double
          cir.store %73, %67 : !cir.double, !cir.ptr<!cir.double>
          omp.yield
        }
      }
      %46 = cir.const #cir.int<0> : !cir.int<s, 32>
      %47 = cir.const #cir.int<64> : !cir.int<s, 32>
      %48 = cir.const #cir.int<1> : !cir.int<s, 32>
      %49 = builtin.unrealized_conversion_cast %46 : !cir.int<s, 32> to i32
      %50 = builtin.unrealized_conversion_cast %47 : !cir.int<s, 32> to i32
      %51 = builtin.unrealized_conversion_cast %48 : !cir.int<s, 32> to i32
      omp.wsloop {
        omp.loop_nest (%arg5) : i32 = (%49) to (%50) step (%51) {
          %64 = builtin.unrealized_conversion_cast %arg5 : i32 to !cir.int<s, 32>
          cir.store %64, %14 : !cir.int<s, 32>, !cir.ptr<!cir.int<s, 32>>
          %65 = cir.load %6 : !cir.ptr<!cir.ptr<!cir.double>>, !cir.ptr<!cir.double>
          %66 = cir.load %14 : !cir.ptr<!cir.int<s, 32>>, !cir.int<s, 32>
          %67 = cir.ptr_stride(%65 : !cir.ptr<!cir.double>, %66 : !cir.int<s, 32>), !cir.ptr<!cir.double>
          %68 = cir.load %67 : !cir.ptr<!cir.double>, !cir.double
          %69 = cir.const #cir.int<3> : !cir.int<s, 32>
          %70 = cir.cast(int_to_float, %69 : !cir.int<s, 32>), !cir.double
          %71 = cir.cmp(gt, %68, %70) : !cir.double, !cir.bool
          cir.if %71 {
            %72 = cir.load %14 : !cir.ptr<!cir.int<s, 32>>, !cir.int<s, 32>
            %73 = cir.cast(int_to_float, %72 : !cir.int<s, 32>), !cir.double
            %74 = cir.load %8 : !cir.ptr<!cir.ptr<!cir.double>>, !cir.ptr<!cir.double>
            %75 = cir.load %14 : !cir.ptr<!cir.int<s, 32>>, !cir.int<s, 32>
            %76 = cir.ptr_stride(%74 : !cir.ptr<!cir.double>, %75 : !cir.int<s, 32>), !cir.ptr<!cir.double>
            cir.store %73, %76 : !cir.double, !cir.ptr<!cir.double>
          }
          omp.yield
        }
      }
      %52 = cir.const #cir.int<0> : !cir.int<s, 32>
      %53 = cir.const #cir.int<64> : !cir.int<s, 32>
      %54 = cir.const #cir.int<1> : !cir.int<s, 32>
      %55 = builtin.unrealized_conversion_cast %52 : !cir.int<s, 32> to i32
      %56 = builtin.unrealized_conversion_cast %53 : !cir.int<s, 32> to i32
      %57 = builtin.unrealized_conversion_cast %54 : !cir.int<s, 32> to i32
      omp.wsloop {
        omp.loop_nest (%arg5) : i32 = (%55) to (%56) step (%57) {
          %64 = builtin.unrealized_conversion_cast %arg5 : i32 to !cir.int<s, 32>
          cir.store %64, %15 : !cir.int<s, 32>, !cir.ptr<!cir.int<s, 32>>
          %65 = cir.load %6 : !cir.ptr<!cir.ptr<!cir.double>>, !cir.ptr<!cir.double>
          %66 = cir.load %15 : !cir.ptr<!cir.int<s, 32>>, !cir.int<s, 32>
          %67 = cir.ptr_stride(%65 : !cir.ptr<!cir.double>, %66 : !cir.int<s, 32>), !cir.ptr<!cir.double>
          %68 = cir.load %67 : !cir.ptr<!cir.double>, !cir.double
          %69 = cir.load %8 : !cir.ptr<!cir.ptr<!cir.double>>, !cir.ptr<!cir.double>
          %70 = cir.load %15 : !cir.ptr<!cir.int<s, 32>>, !cir.int<s, 32>
          %71 = cir.ptr_stride(%69 : !cir.ptr<!cir.double>, %70 : !cir.int<s, 32>), !cir.ptr<!cir.double>
          %72 = cir.load %71 : !cir.ptr<!cir.double>, !cir.double
          %73 = cir.binop(add, %68, %72) : !cir.double
          cir.store %73, %67 : !cir.double, !cir.ptr<!cir.double>
          omp.yield
        }
      }
      %58 = cir.const #cir.int<0> : !cir.int<s, 32>
      %59 = cir.const #cir.int<63> : !cir.int<s, 32>
      %60 = cir.const #cir.int<1> : !cir.int<s, 32>
      %61 = builtin.unrealized_conversion_cast %58 : !cir.int<s, 32> to i32
      %62 = builtin.unrealized_conversion_cast %59 : !cir.int<s, 32> to i32
      %63 = builtin.unrealized_conversion_cast %60 : !cir.int<s, 32> to i32
      omp.wsloop {
        omp.loop_nest (%arg5) : i32 = (%61) to (%62) step (%63) {
          %64 = builtin.unrealized_conversion_cast %arg5 : i32 to !cir.int<s, 32>
          cir.store %64, %16 : !cir.int<s, 32>, !cir.ptr<!cir.int<s, 32>>
          %65 = cir.load %16 : !cir.ptr<!cir.int<s, 32>>, !cir.int<s, 32>
          %66 = cir.cast(int_to_float, %65 : !cir.int<s, 32>), !cir.double
          %67 = cir.load %9 : !cir.ptr<!cir.ptr<!cir.double>>, !cir.ptr<!cir.double>
          %68 = cir.load %16 : !cir.ptr<!cir.int<s, 32>>, !cir.int<s, 32>
          %69 = cir.ptr_stride(%67 : !cir.ptr<!cir.double>, %68 : !cir.int<s, 32>), !cir.ptr<!cir.double>
          cir.store %66, %69 : !cir.double, !cir.ptr<!cir.double>
          %70 = cir.load %6 : !cir.ptr<!cir.ptr<!cir.double>>, !cir.ptr<!cir.double>
          %71 = cir.load %16 : !cir.ptr<!cir.int<s, 32>>, !cir.int<s, 32>
          %72 = cir.ptr_stride(%70 : !cir.ptr<!cir.double>, %71 : !cir.int<s, 32>), !cir.ptr<!cir.double>
          %73 = cir.load %72 : !cir.ptr<!cir.double>, !cir.double
          %74 = cir.load %9 : !cir.ptr<!cir.ptr<!cir.double>>, !cir.ptr<!cir.double>
          %75 = cir.load %16 : !cir.ptr<!cir.int<s, 32>>, !cir.int<s, 32>
          %76 = cir.const #cir.int<1> : !cir.int<s, 32>
          %77 = cir.binop(add, %75, %76) : !cir.int<s, 32>
          %78 = cir.ptr_stride(%74 : !cir.ptr<!cir.double>, %77 : !cir.int<s, 32>), !cir.ptr<!cir.double>
          %79 = cir.load %78 : !cir.ptr<!cir.double>, !cir.double
          %80 = cir.binop(add, %73, %79) : !cir.double
          cir.store %80, %72 : !cir.double, !cir.ptr<!cir.double>
          omp.yield
        }
      }
      omp.terminator
    }
    cir.return
  }
  cir.func internal @__omp_offloading_main_l98.host(%arg0: !cir.ptr<!cir.double>, %arg1: !cir.ptr<!cir.double>, %arg2: !cir.ptr<!cir.double>, %arg3: !cir.ptr<!cir.double>, %arg4: !cir.ptr<!cir.double>) {
    %0 = cir.alloca !cir.ptr<!cir.double>, !cir.ptr<!cir.ptr<!cir.double>>, ["c"] {alignment = 8 : i64}
    %1 = cir.alloca !cir.ptr<!cir.double>, !cir.ptr<!cir.ptr<!cir.double>>, ["d"] {alignment = 8 : i64}
    %2 = cir.alloca !cir.ptr<!cir.double>, !cir.ptr<!cir.ptr<!cir.double>>, ["e"] {alignment = 8 : i64}
    %3 = cir.alloca !cir.ptr<!cir.double>, !cir.ptr<!cir.ptr<!cir.double>>, ["x"] {alignment = 8 : i64}
    %4 = cir.alloca !cir.ptr<!cir.double>, !cir.ptr<!cir.ptr<!cir.double>>, ["out"] {alignment = 8 : i64}
    cir.store %arg0, %0 : !cir.ptr<!cir.double>, !cir.ptr<!cir.ptr<!cir.double>>
    cir.store %arg1, %1 : !cir.ptr<!cir.double>, !cir.ptr<!cir.ptr<!cir.double>>
    cir.store %arg2, %2 : !cir.ptr<!cir.double>, !cir.ptr<!cir.ptr<!cir.double>>
    cir.store %arg3, %3 : !cir.ptr<!cir.double>, !cir.ptr<!cir.ptr<!cir.double>>
    cir.store %arg4, %4 : !cir.ptr<!cir.double>, !cir.ptr<!cir.ptr<!cir.double>>
    omp.parallel {
      %5 = cir.alloca !cir.ptr<!cir.double>, !cir.ptr<!cir.ptr<!cir.double>>, ["c"] {alignment = 8 : i64}
      %6 = cir.alloca !cir.ptr<!cir.double>, !cir.ptr<!cir.ptr<!cir.double>>, ["out"] {alignment = 8 : i64}
      %7 = cir.alloca !cir.ptr<!cir.double>, !cir.ptr<!cir.ptr<!cir.double>>, ["d"] {alignment = 8 : i64}
      %8 = cir.alloca !cir.ptr<!cir.double>, !cir.ptr<!cir.ptr<!cir.double>>, ["e"] {alignment = 8 : i64}
      %9 = cir.alloca !cir.ptr<!cir.double>, !cir.ptr<!cir.ptr<!cir.double>>, ["x"] {alignment = 8 : i64}
      %10 = cir.alloca !cir.int<s, 32>, !cir.ptr<!cir.int<s, 32>>, ["i"] {alignment = 4 : i64}
      %11 = cir.alloca !cir.int<s, 32>, !cir.ptr<!cir.int<s, 32>>, ["j"] {alignment = 4 : i64}
      %12 = cir.alloca !cir.int<s, 32>, !cir.ptr<!cir.int<s, 32>>, ["i"] {alignment = 4 : i64}
      %13 = cir.alloca !cir.int<s, 32>, !cir.ptr<!cir.int<s, 32>>, ["j"] {alignment = 4 : i64}
      %14 = cir.alloca !cir.int<s, 32>, !cir.ptr<!cir.int<s, 32>>, ["i"] {alignment = 4 : i64}
      %15 = cir.alloca !cir.int<s, 32>, !cir.ptr<!cir.int<s, 32>>, ["j"] {alignment = 4 : i64}
      %16 = cir.alloca !cir.int<s, 32>, !cir.ptr<!cir.int<s, 32>>, ["i"] {alignment = 4 : i64}
      %17 = cir.load %0 : !cir.ptr<!cir.ptr<!cir.double>>, !cir.ptr<!cir.double>
      cir.store %17, %5 : !cir.ptr<!cir.double>, !cir.ptr<!cir.ptr<!cir.double>>
      %18 = cir.load %4 : !cir.ptr<!cir.ptr<!cir.double>>, !cir.ptr<!cir.double>
      cir.store %18, %6 : !cir.ptr<!cir.double>, !cir.ptr<!cir.ptr<!cir.double>>
      %19 = cir.load %1 : !cir.ptr<!cir.ptr<!cir.double>>, !cir.ptr<!cir.double>
      cir.store %19, %7 : !cir.ptr<!cir.double>, !cir.ptr<!cir.ptr<!cir.double>>
      %20 = cir.load %2 : !cir.ptr<!cir.ptr<!cir.double>>, !cir.ptr<!cir.double>
      cir.store %20, %8 : !cir.ptr<!cir.double>, !cir.ptr<!cir.ptr<!cir.double>>
      %21 = cir.load %3 : !cir.ptr<!cir.ptr<!cir.double>>, !cir.ptr<!cir.double>
      cir.store %21, %9 : !cir.ptr<!cir.double>, !cir.ptr<!cir.ptr<!cir.double>>
      %22 = cir.const #cir.int<0> : !cir.int<s, 32>
      %23 = cir.const #cir.int<64> : !cir.int<s, 32>
      %24 = cir.const #cir.int<1> : !cir.int<s, 32>
      %25 = builtin.unrealized_conversion_cast %22 : !cir.int<s, 32> to i32
      %26 = builtin.unrealized_conversion_cast %23 : !cir.int<s, 32> to i32
      %27 = builtin.unrealized_conversion_cast %24 : !cir.int<s, 32> to i32
      omp.wsloop nowait {
        omp.loop_nest (%arg5) : i32 = (%25) to (%26) step (%27) {
          %64 = builtin.unrealized_conversion_cast %arg5 : i32 to !cir.int<s, 32>
          cir.store %64, %10 : !cir.int<s, 32>, !cir.ptr<!cir.int<s, 32>>
          %65 = cir.load %10 : !cir.ptr<!cir.int<s, 32>>, !cir.int<s, 32>
          %66 = cir.cast(int_to_float, %65 : !cir.int<s, 32>), !cir.double
          %67 = cir.load %5 : !cir.ptr<!cir.ptr<!cir.double>>, !cir.ptr<!cir.double>
          %68 = cir.load %10 : !cir.ptr<!cir.int<s, 32>>, !cir.int<s, 32>
          %69 = cir.ptr_stride(%67 : !cir.ptr<!cir.double>, %68 : !cir.int<s, 32>), !cir.ptr<!cir.double>
          cir.store %66, %69 : !cir.double, !cir.ptr<!cir.double>
          omp.yield
        }
      }
      %28 = cir.const #cir.int<0> : !cir.int<s, 32>
      %29 = cir.const #cir.int<64> : !cir.int<s, 32>
      %30 = cir.const #cir.int<1> : !cir.int<s, 32>
      %31 = builtin.unrealized_conversion_cast %28 : !cir.int<s, 32> to i32
      %32 = builtin.unrealized_conversion_cast %29 : !cir.int<s, 32> to i32
      %33 = builtin.unrealized_conversion_cast %30 : !cir.int<s, 32> to i32
      omp.wsloop {
        omp.loop_nest (%arg5) : i32 = (%31) to (%32) step (%33) {
          %64 = builtin.unrealized_conversion_cast %arg5 : i32 to !cir.int<s, 32>
          cir.store %64, %11 : !cir.int<s, 32>, !cir.ptr<!cir.int<s, 32>>
          %65 = cir.load %5 : !cir.ptr<!cir.ptr<!cir.double>>, !cir.ptr<!cir.double>
          %66 = cir.load %11 : !cir.ptr<!cir.int<s, 32>>, !cir.int<s, 32>
          %67 = cir.ptr_stride(%65 : !cir.ptr<!cir.double>, %66 : !cir.int<s, 32>), !cir.ptr<!cir.double>
          %68 = cir.load %67 : !cir.ptr<!cir.double>, !cir.double
          %69 = cir.load %6 : !cir.ptr<!cir.ptr<!cir.double>>, !cir.ptr<!cir.double>
          %70 = cir.load %11 : !cir.ptr<!cir.int<s, 32>>, !cir.int<s, 32>
          %71 = cir.ptr_stride(%69 : !cir.ptr<!cir.double>, %70 : !cir.int<s, 32>), !cir.ptr<!cir.double>
          cir.store %68, %71 : !cir.double, !cir.ptr<!cir.double>
          omp.yield
        }
      }
      %34 = cir.const #cir.int<1> : !cir.int<s, 32>
      %35 = cir.const #cir.int<64> : !cir.int<s, 32>
      %36 = cir.const #cir.int<1> : !cir.int<s, 32>
      %37 = builtin.unrealized_conversion_cast %34 : !cir.int<s, 32> to i32
      %38 = builtin.unrealized_conversion_cast %35 : !cir.int<s, 32> to i32
      %39 = builtin.unrealized_conversion_cast %36 : !cir.int<s, 32> to i32
      omp.wsloop {
        omp.loop_nest (%arg5) : i32 = (%37) to (%38) step (%39) {
          %64 = builtin.unrealized_conversion_cast %arg5 : i32 to !cir.int<s, 32>
          cir.store %64, %12 : !cir.int<s, 32>, !cir.ptr<!cir.int<s, 32>>
          %65 = cir.load %12 : !cir.ptr<!cir.int<s, 32>>, !cir.int<s, 32>
          %66 = cir.cast(int_to_float, %65 : !cir.int<s, 32>), !cir.double
          %67 = cir.load %7 : !cir.ptr<!cir.ptr<!cir.double>>, !cir.ptr<!cir.double>
          %68 = cir.load %12 : !cir.ptr<!cir.int<s, 32>>, !cir.int<s, 32>
          %69 = cir.ptr_stride(%67 : !cir.ptr<!cir.double>, %68 : !cir.int<s, 32>), !cir.ptr<!cir.double>
          cir.store %66, %69 : !cir.double, !cir.ptr<!cir.double>
          omp.yield
        }
      }
      %40 = cir.const #cir.int<0> : !cir.int<s, 32>
      %41 = cir.const #cir.int<64> : !cir.int<s, 32>
      %42 = cir.const #cir.int<1> : !cir.int<s, 32>
      %43 = builtin.unrealized_conversion_cast %40 : !cir.int<s, 32> to i32
      %44 = builtin.unrealized_conversion_cast %41 : !cir.int<s, 32> to i32
      %45 = builtin.unrealized_conversion_cast %42 : !cir.int<s, 32> to i32
      omp.wsloop {
        omp.loop_nest (%arg5) : i32 = (%43) to (%44) step (%45) {
          %64 = builtin.unrealized_conversion_cast %arg5 : i32 to !cir.int<s, 32>
          cir.store %64, %13 : !cir.int<s, 32>, !cir.ptr<!cir.int<s, 32>>
          %65 = cir.load %6 : !cir.ptr<!cir.ptr<!cir.double>>, !cir.ptr<!cir.double>
          %66 = cir.load %13 : !cir.ptr<!cir.int<s, 32>>, !cir.int<s, 32>
          %67 = cir.ptr_stride(%65 : !cir.ptr<!cir.double>, %66 : !cir.int<s, 32>), !cir.ptr<!cir.double>
          %68 = cir.load %67 : !cir.ptr<!cir.double>, !cir.double
          %69 = cir.load %7 : !cir.ptr<!cir.ptr<!cir.double>>, !cir.ptr<!cir.double>
          %70 = cir.load %13 : !cir.ptr<!cir.int<s, 32>>, !cir.int<s, 32>
          %71 = cir.ptr_stride(%69 : !cir.ptr<!cir.double>, %70 : !cir.int<s, 32>), !cir.ptr<!cir.double>
          %72 = cir.load %71 : !cir.ptr<!cir.double>, !cir.double
          %73 = cir.binop(add, %68, %72) : !cir.double
          cir.store %73, %67 : !cir.double, !cir.ptr<!cir.double>
          omp.yield
        }
      }
      %46 = cir.const #cir.int<0> : !cir.int<s, 32>
      %47 = cir.const #cir.int<64> : !cir.int<s, 32>
      %48 = cir.const #cir.int<1> : !cir.int<s, 32>
      %49 = builtin.unrealized_conversion_cast %46 : !cir.int<s, 32> to i32
      %50 = builtin.unrealized_conversion_cast %47 : !cir.int<s, 32> to i32
      %51 = builtin.unrealized_conversion_cast %48 : !cir.int<s, 32> to i32
      omp.wsloop {
        omp.loop_nest (%arg5) : i32 = (%49) to (%50) step (%51) {
          %64 = builtin.unrealized_conversion_cast %arg5 : i32 to !cir.int<s, 32>
          cir.store %64, %14 : !cir.int<s, 32>, !cir.ptr<!cir.int<s, 32>>
          %65 = cir.load %6 : !cir.ptr<!cir.ptr<!cir.double>>, !cir.ptr<!cir.double>
          %66 = cir.load %14 : !cir.ptr<!cir.int<s, 32>>, !cir.int<s, 32>
          %67 = cir.ptr_stride(%65 : !cir.ptr<!cir.double>, %66 : !cir.int<s, 32>), !cir.ptr<!cir.double>
          %68 = cir.load %67 : !cir.ptr<!cir.double>, !cir.double
          %69 = cir.const #cir.int<3> : !cir.int<s, 32>
          %70 = cir.cast(int_to_float, %69 : !cir.int<s, 32>), !cir.double
          %71 = cir.cmp(gt, %68, %70) : !cir.double, !cir.bool
          cir.if %71 {
            %72 = cir.load %14 : !cir.ptr<!cir.int<s, 32>>, !cir.int<s, 32>
            %73 = cir.cast(int_to_float, %72 : !cir.int<s, 32>), !cir.double
            %74 = cir.load %8 : !cir.ptr<!cir.ptr<!cir.double>>, !cir.ptr<!cir.double>
            %75 = cir.load %14 : !cir.ptr<!cir.int<s, 32>>, !cir.int<s, 32>
            %76 = cir.ptr_stride(%74 : !cir.ptr<!cir.double>, %75 : !cir.int<s, 32>), !cir.ptr<!cir.double>
            cir.store %73, %76 : !cir.double, !cir.ptr<!cir.double>
          }
          omp.yield
        }
      }
      %52 = cir.const #cir.int<0> : !cir.int<s, 32>
      %53 = cir.const #cir.int<64> : !cir.int<s, 32>
      %54 = cir.const #cir.int<1> : !cir.int<s, 32>
      %55 = builtin.unrealized_conversion_cast %52 : !cir.int<s, 32> to i32
      %56 = builtin.unrealized_conversion_cast %53 : !cir.int<s, 32> to i32
      %57 = builtin.unrealized_conversion_cast %54 : !cir.int<s, 32> to i32
      omp.wsloop {
        omp.loop_nest (%arg5) : i32 = (%55) to (%56) step (%57) {
          %64 = builtin.unrealized_conversion_cast %arg5 : i32 to !cir.int<s, 32>
          cir.store %64, %15 : !cir.int<s, 32>, !cir.ptr<!cir.int<s, 32>>
          %65 = cir.load %6 : !cir.ptr<!cir.ptr<!cir.double>>, !cir.ptr<!cir.double>
          %66 = cir.load %15 : !cir.ptr<!cir.int<s, 32>>, !cir.int<s, 32>
          %67 = cir.ptr_stride(%65 : !cir.ptr<!cir.double>, %66 : !cir.int<s, 32>), !cir.ptr<!cir.double>
          %68 = cir.load %67 : !cir.ptr<!cir.double>, !cir.double
          %69 = cir.load %8 : !cir.ptr<!cir.ptr<!cir.double>>, !cir.ptr<!cir.double>
          %70 = cir.load %15 : !cir.ptr<!cir.int<s, 32>>, !cir.int<s, 32>
          %71 = cir.ptr_stride(%69 : !cir.ptr<!cir.double>, %70 : !cir.int<s, 32>), !cir.ptr<!cir.double>
          %72 = cir.load %71 : !cir.ptr<!cir.double>, !cir.double
          %73 = cir.binop(add, %68, %72) : !cir.double
          cir.store %73, %67 : !cir.double, !cir.ptr<!cir.double>
          omp.yield
        }
      }
      %58 = cir.const #cir.int<0> : !cir.int<s, 32>
      %59 = cir.const #cir.int<63> : !cir.int<s, 32>
      %60 = cir.const #cir.int<1> : !cir.int<s, 32>
      %61 = builtin.unrealized_conversion_cast %58 : !cir.int<s, 32> to i32
      %62 = builtin.unrealized_conversion_cast %59 : !cir.int<s, 32> to i32
      %63 = builtin.unrealized_conversion_cast %60 : !cir.int<s, 32> to i32
      omp.wsloop {
        omp.loop_nest (%arg5) : i32 = (%61) to (%62) step (%63) {
          %64 = builtin.unrealized_conversion_cast %arg5 : i32 to !cir.int<s, 32>
          cir.store %64, %16 : !cir.int<s, 32>, !cir.ptr<!cir.int<s, 32>>
          %65 = cir.load %16 : !cir.ptr<!cir.int<s, 32>>, !cir.int<s, 32>
          %66 = cir.cast(int_to_float, %65 : !cir.int<s, 32>), !cir.double
          %67 = cir.load %9 : !cir.ptr<!cir.ptr<!cir.double>>, !cir.ptr<!cir.double>
          %68 = cir.load %16 : !cir.ptr<!cir.int<s, 32>>, !cir.int<s, 32>
          %69 = cir.ptr_stride(%67 : !cir.ptr<!cir.double>, %68 : !cir.int<s, 32>), !cir.ptr<!cir.double>
          cir.store %66, %69 : !cir.double, !cir.ptr<!cir.double>
          %70 = cir.load %6 : !cir.ptr<!cir.ptr<!cir.double>>, !cir.ptr<!cir.double>
          %71 = cir.load %16 : !cir.ptr<!cir.int<s, 32>>, !cir.int<s, 32>
          %72 = cir.ptr_stride(%70 : !cir.ptr<!cir.double>, %71 : !cir.int<s, 32>), !cir.ptr<!cir.double>
          %73 = cir.load %72 : !cir.ptr<!cir.double>, !cir.double
          %74 = cir.load %9 : !cir.ptr<!cir.ptr<!cir.double>>, !cir.ptr<!cir.double>
          %75 = cir.load %16 : !cir.ptr<!cir.int<s, 32>>, !cir.int<s, 32>
          %76 = cir.const #cir.int<1> : !cir.int<s, 32>
          %77 = cir.binop(add, %75, %76) : !cir.int<s, 32>
          %78 = cir.ptr_stride(%74 : !cir.ptr<!cir.double>, %77 : !cir.int<s, 32>), !cir.ptr<!cir.double>
          %79 = cir.load %78 : !cir.ptr<!cir.double>, !cir.double
          %80 = cir.binop(add, %73, %79) : !cir.double
          cir.store %80, %72 : !cir.double, !cir.ptr<!cir.double>
          omp.yield
        }
      }
      omp.terminator
    }
    cir.return
  }
  cir.func internal @__omp_offloading_main_l326(%arg0: !cir.ptr<!cir.double>, %arg1: !cir.ptr<!cir.double>) attributes {offload.kernel} {
    %0 = cir.alloca !cir.ptr<!cir.double>, !cir.ptr<!cir.ptr<!cir.double>>, ["t"] {alignment = 8 : i64}
    %1 = cir.alloca !cir.ptr<!cir.double>, !cir.ptr<!cir.ptr<!cir.double>>, ["out"] {alignment = 8 : i64}
    cir.store %arg0, %0 : !cir.ptr<!cir.double>, !cir.ptr<!cir.ptr<!cir.double>>
    cir.store %arg1, %1 : !cir.ptr<!cir.double>, !cir.ptr<!cir.ptr<!cir.double>>
    omp.teams {
      omp.parallel {
        %2 = cir.alloca !cir.ptr<!cir.double>, !cir.ptr<!cir.ptr<!cir.double>>, ["t"] {alignment = 8 : i64}
        %3 = cir.alloca !cir.int<s, 32>, !cir.ptr<!cir.int<s, 32>>, ["i"] {alignment = 4 : i64}
        %4 = cir.load %0 : !cir.ptr<!cir.ptr<!cir.double>>, !cir.ptr<!cir.double>
        cir.store %4, %2 : !cir.ptr<!cir.double>, !cir.ptr<!cir.ptr<!cir.double>>
        %5 = cir.const #cir.int<0> : !cir.int<s, 32>
        %6 = cir.const #cir.int<64> : !cir.int<s, 32>
        %7 = cir.const #cir.int<1> : !cir.int<s, 32>
        %8 = builtin.unrealized_conversion_cast %5 : !cir.int<s, 32> to i32
        %9 = builtin.unrealized_conversion_cast %6 : !cir.int<s, 32> to i32
        %10 = builtin.unrealized_conversion_cast %7 : !cir.int<s, 32> to i32
        omp.distribute {
          omp.wsloop {
            omp.loop_nest (%arg2) : i32 = (%8) to (%9) step (%10) {
              %11 = builtin.unrealized_conversion_cast %arg2 : i32 to !cir.int<s, 32>
              cir.store %11, %3 : !cir.int<s, 32>, !cir.ptr<!cir.int<s, 32>>
              %12 = cir.load %3 : !cir.ptr<!cir.int<s, 32>>, !cir.int<s, 32>
              %13 = cir.cast(int_to_float, %12 : !cir.int<s, 32>), !cir.double
              %14 = cir.load %2 : !cir.ptr<!cir.ptr<!cir.double>>, !cir.ptr<!cir.double>
              %15 = cir.load %3 : !cir.ptr<!cir.int<s, 32>>, !cir.int<s, 32>
              %16 = cir.ptr_stride(%14 : !cir.ptr<!cir.double>, %15 : !cir.int<s, 32>), !cir.ptr<!cir.double>
              cir.store %13, %16 : !cir.double, !cir.ptr<!cir.double>
              omp.yield
            }
          }
        }
        omp.terminator
      }
      omp.parallel {
        %2 = cir.alloca !cir.ptr<!cir.double>, !cir.ptr<!cir.ptr<!cir.double>>, ["t"] {alignment = 8 : i64}
        %3 = cir.alloca !cir.ptr<!cir.double>, !cir.ptr<!cir.ptr<!cir.double>>, ["out"] {alignment = 8 : i64}
        %4 = cir.alloca !cir.int<s, 32>, !cir.ptr<!cir.int<s, 32>>, ["j"] {alignment = 4 : i64}
        %5 = cir.load %0 : !cir.ptr<!cir.ptr<!cir.double>>, !cir.ptr<!cir.double>
        cir.store %5, %2 : !cir.ptr<!cir.double>, !cir.ptr<!cir.ptr<!cir.double>>
        %6 = cir.load %1 : !cir.ptr<!cir.ptr<!cir.double>>, !cir.ptr<!cir.double>
        cir.store %6, %3 : !cir.ptr<!cir.double>, !cir.ptr<!cir.ptr<!cir.double>>
        %7 = cir.const #cir.int<0> : !cir.int<s, 32>
        %8 = cir.const #cir.int<64> : !cir.int<s, 32>
        %9 = cir.const #cir.int<1> : !cir.int<s, 32>
        %10 = builtin.unrealized_conversion_cast %7 : !cir.int<s, 32> to i32
        %11 = builtin.unrealized_conversion_cast %8 : !cir.int<s, 32> to i32
        %12 = builtin.unrealized_conversion_cast %9 : !cir.int<s, 32> to i32
        omp.distribute {
          omp.wsloop {
            omp.loop_nest (%arg2) : i32 = (%10) to (%11) step (%12) {
              %13 = builtin.unrealized_conversion_cast %arg2 : i32 to !cir.int<s, 32>
              cir.store %13, %4 : !cir.int<s, 32>, !cir.ptr<!cir.int<s, 32>>
              %14 = cir.load %3 : !cir.ptr<!cir.ptr<!cir.double>>, !cir.ptr<!cir.double>
              %15 = cir.load %4 : !cir.ptr<!cir.int<s, 32>>, !cir.int<s, 32>
              %16 = cir.ptr_stride(%14 : !cir.ptr<!cir.double>, %15 : !cir.int<s, 32>), !cir.ptr<!cir.double>
              %17 = cir.load %16 : !cir.ptr<!cir.double>, !cir.double
              %18 = cir.load %2 : !cir.ptr<!cir.ptr<!cir.double>>, !cir.ptr<!cir.double>
              %19 = cir.load %4 : !cir.ptr<!cir.int<s, 32>>, !cir.int<s, 32>
              %20 = cir.ptr_stride(%18 : !cir.ptr<!cir.double>, %19 : !cir.int<s, 32>), !cir.ptr<!cir.double>
              %21 = cir.load %20 : !cir.ptr<!cir.double>, !cir.double
              %22 = cir.binop(add, %17, %21) : !cir.double
              cir.store %22, %16 : !cir.double, !cir.ptr<!cir.double>
              omp.yield
            }
          }
        }
        omp.terminator
      }
      omp.terminator
    }
    cir.return
  }
  cir.func internal @__omp_offloading_main_l326.host(%arg0: !cir.ptr<!cir.double>, %arg1: !cir.ptr<!cir.double>) {
    %0 = cir.alloca !cir.ptr<!cir.double>, !cir.ptr<!cir.ptr<!cir.double>>, ["t"] {alignment = 8 : i64}
    %1 = cir.alloca !cir.ptr<!cir.double>, !cir.ptr<!cir.ptr<!cir.double>>, ["out"] {alignment = 8 : i64}
    cir.store %arg0, %0 : !cir.ptr<!cir.double>, !cir.ptr<!cir.ptr<!cir.double>>
    cir.store %arg1, %1 : !cir.ptr<!cir.double>, !cir.ptr<!cir.ptr<!cir.double>>
    omp.teams {
      omp.parallel {
        %2 = cir.alloca !cir.ptr<!cir.double>, !cir.ptr<!cir.ptr<!cir.double>>, ["t"] {alignment = 8 : i64}
        %3 = cir.alloca !cir.int<s, 32>, !cir.ptr<!cir.int<s, 32>>, ["i"] {alignment = 4 : i64}
        %4 = cir.load %0 : !cir.ptr<!cir.ptr<!cir.double>>, !cir.ptr<!cir.double>
        cir.store %4, %2 : !cir.ptr<!cir.double>, !cir.ptr<!cir.ptr<!cir.double>>
        %5 = cir.const #cir.int<0> : !cir.int<s, 32>
        %6 = cir.const #cir.int<64> : !cir.int<s, 32>
        %7 = cir.const #cir.int<1> : !cir.int<s, 32>
        %8 = builtin.unrealized_conversion_cast %5 : !cir.int<s, 32> to i32
        %9 = builtin.unrealized_conversion_cast %6 : !cir.int<s, 32> to i32
        %10 = builtin.unrealized_conversion_cast %7 : !cir.int<s, 32> to i32
        omp.distribute {
          omp.wsloop {
            omp.loop_nest (%arg2) : i32 = (%8) to (%9) step (%10) {
              %11 = builtin.unrealized_conversion_cast %arg2 : i32 to !cir.int<s, 32>
              cir.store %11, %3 : !cir.int<s, 32>, !cir.ptr<!cir.int<s, 32>>
              %12 = cir.load %3 : !cir.ptr<!cir.int<s, 32>>, !cir.int<s, 32>
              %13 = cir.cast(int_to_float, %12 : !cir.int<s, 32>), !cir.double
              %14 = cir.load %2 : !cir.ptr<!cir.ptr<!cir.double>>, !cir.ptr<!cir.double>
              %15 = cir.load %3 : !cir.ptr<!cir.int<s, 32>>, !cir.int<s, 32>
              %16 = cir.ptr_stride(%14 : !cir.ptr<!cir.double>, %15 : !cir.int<s, 32>), !cir.ptr<!cir.double>
              cir.store %13, %16 : !cir.double, !cir.ptr<!cir.double>
              omp.yield
            }
          }
        }
        omp.terminator
      }
      omp.parallel {
        %2 = cir.alloca !cir.ptr<!cir.double>, !cir.ptr<!cir.ptr<!cir.double>>, ["t"] {alignment = 8 : i64}
        %3 = cir.alloca !cir.ptr<!cir.double>, !cir.ptr<!cir.ptr<!cir.double>>, ["out"] {alignment = 8 : i64}
        %4 = cir.alloca !cir.int<s, 32>, !cir.ptr<!cir.int<s, 32>>, ["j"] {alignment = 4 : i64}
        %5 = cir.load %0 : !cir.ptr<!cir.ptr<!cir.double>>, !cir.ptr<!cir.double>
        cir.store %5, %2 : !cir.ptr<!cir.double>, !cir.ptr<!cir.ptr<!cir.double>>
        %6 = cir.load %1 : !cir.ptr<!cir.ptr<!cir.double>>, !cir.ptr<!cir.double>
        cir.store %6, %3 : !cir.ptr<!cir.double>, !cir.ptr<!cir.ptr<!cir.double>>
        %7 = cir.const #cir.int<0> : !cir.int<s, 32>
        %8 = cir.const #cir.int<64> : !cir.int<s, 32>
        %9 = cir.const #cir.int<1> : !cir.int<s, 32>
        %10 = builtin.unrealized_conversion_cast %7 : !cir.int<s, 32> to i32
        %11 = builtin.unrealized_conversion_cast %8 : !cir.int<s, 32> to i32
        %12 = builtin.unrealized_conversion_cast %9 : !cir.int<s, 32> to i32
        omp.distribute {
          omp.wsloop {
            omp.loop_nest (%arg2) : i32 = (%10) to (%11) step (%12) {
              %13 = builtin.unrealized_conversion_cast %arg2 : i32 to !cir.int<s, 32>
              cir.store %13, %4 : !cir.int<s, 32>, !cir.ptr<!cir.int<s, 32>>
              %14 = cir.load %3 : !cir.ptr<!cir.ptr<!cir.double>>, !cir.ptr<!cir.double>
              %15 = cir.load %4 : !cir.ptr<!cir.int<s, 32>>, !cir.int<s, 32>
              %16 = cir.ptr_stride(%14 : !cir.ptr<!cir.double>, %15 : !cir.int<s, 32>), !cir.ptr<!cir.double>
              %17 = cir.load %16 : !cir.ptr<!cir.double>, !cir.double
              %18 = cir.load %2 : !cir.ptr<!cir.ptr<!cir.double>>, !cir.ptr<!cir.double>
              %19 = cir.load %4 : !cir.ptr<!cir.int<s, 32>>, !cir.int<s, 32>
              %20 = cir.ptr_stride(%18 : !cir.ptr<!cir.double>, %19 : !cir.int<s, 32>), !cir.ptr<!cir.double>
              %21 = cir.load %20 : !cir.ptr<!cir.double>, !cir.double
              %22 = cir.binop(add, %17, %21) : !cir.double
              cir.store %22, %16 : !cir.double, !cir.ptr<!cir.double>
              omp.yield
            }
          }
        }
        omp.terminator
      }
      omp.terminator
    }
    cir.return
  }
  cir.func private @malloc(!cir.int<u, 64>) -> !cir.ptr<!cir.int<s, 8>>
  cir.func private @free(!cir.ptr<!cir.int<s, 8>>)
  offload.entries [@__omp_offloading_main_l98 : kernel, @__omp_offloading_main_l326 : kernel]
}

