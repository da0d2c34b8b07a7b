// On the scf programs of the repository (dialects/scf/testdata,
// test/roundtrip) and of lowering/scftocf/testdata, strata-opt
// --convert-scf-to-cf prints, byte for byte, what mlir-opt-16
// --convert-scf-to-cf prints. The expected outputs are stored in
// lowering/scftocf/testdata/golden (written from mlir-opt-16 by
// `go test ./lowering/scftocf -update`), so this test needs no peer;
// scf-to-cf-peer.mlir compares with the peer itself.
// RUN: strata-opt --convert-scf-to-cf %S/../../dialects/scf/testdata/attributes.mlir | diff - %S/../../lowering/scftocf/testdata/golden/scf/attributes.out
// RUN: strata-opt --convert-scf-to-cf %S/../../dialects/scf/testdata/execute_region.mlir | diff - %S/../../lowering/scftocf/testdata/golden/scf/execute_region.out
// RUN: strata-opt --convert-scf-to-cf %S/../../dialects/scf/testdata/float_reduction.mlir | diff - %S/../../lowering/scftocf/testdata/golden/scf/float_reduction.out
// RUN: strata-opt --convert-scf-to-cf %S/../../dialects/scf/testdata/for_sum.mlir | diff - %S/../../lowering/scftocf/testdata/golden/scf/for_sum.out
// RUN: strata-opt --convert-scf-to-cf %S/../../dialects/scf/testdata/if_else.mlir | diff - %S/../../lowering/scftocf/testdata/golden/scf/if_else.out
// RUN: strata-opt --convert-scf-to-cf %S/../../dialects/scf/testdata/mixed.mlir | diff - %S/../../lowering/scftocf/testdata/golden/scf/mixed.out
// RUN: strata-opt --convert-scf-to-cf %S/../../dialects/scf/testdata/nested_for.mlir | diff - %S/../../lowering/scftocf/testdata/golden/scf/nested_for.out
// RUN: strata-opt --convert-scf-to-cf %S/../../dialects/scf/testdata/while.mlir | diff - %S/../../lowering/scftocf/testdata/golden/scf/while.out
// RUN: strata-opt --convert-scf-to-cf %S/../../test/roundtrip/binary_search.mlir | diff - %S/../../lowering/scftocf/testdata/golden/roundtrip/binary_search.out
// RUN: strata-opt --convert-scf-to-cf %S/../../test/roundtrip/bit_reverse.mlir | diff - %S/../../lowering/scftocf/testdata/golden/roundtrip/bit_reverse.out
// RUN: strata-opt --convert-scf-to-cf %S/../../test/roundtrip/callbacks.mlir | diff - %S/../../lowering/scftocf/testdata/golden/roundtrip/callbacks.out
// RUN: strata-opt --convert-scf-to-cf %S/../../test/roundtrip/collatz.mlir | diff - %S/../../lowering/scftocf/testdata/golden/roundtrip/collatz.out
// RUN: strata-opt --convert-scf-to-cf %S/../../test/roundtrip/fib.mlir | diff - %S/../../lowering/scftocf/testdata/golden/roundtrip/fib.out
// RUN: strata-opt --convert-scf-to-cf %S/../../test/roundtrip/gcd.mlir | diff - %S/../../lowering/scftocf/testdata/golden/roundtrip/gcd.out
// RUN: strata-opt --convert-scf-to-cf %S/../../test/roundtrip/kernels.mlir | diff - %S/../../lowering/scftocf/testdata/golden/roundtrip/kernels.out
// RUN: strata-opt --convert-scf-to-cf %S/../../test/roundtrip/matrix_trace.mlir | diff - %S/../../lowering/scftocf/testdata/golden/roundtrip/matrix_trace.out
// RUN: strata-opt --convert-scf-to-cf %S/../../test/roundtrip/mixed_cf_scf.mlir | diff - %S/../../lowering/scftocf/testdata/golden/roundtrip/mixed_cf_scf.out
// RUN: strata-opt --convert-scf-to-cf %S/../../test/roundtrip/newton_sqrt.mlir | diff - %S/../../lowering/scftocf/testdata/golden/roundtrip/newton_sqrt.out
// RUN: strata-opt --convert-scf-to-cf %S/../../lowering/scftocf/testdata/cfg_and_scf.mlir | diff - %S/../../lowering/scftocf/testdata/golden/own/cfg_and_scf.out
// RUN: strata-opt --convert-scf-to-cf %S/../../lowering/scftocf/testdata/deep_nesting.mlir | diff - %S/../../lowering/scftocf/testdata/golden/own/deep_nesting.out
// RUN: strata-opt --convert-scf-to-cf %S/../../lowering/scftocf/testdata/do_while.mlir | diff - %S/../../lowering/scftocf/testdata/golden/own/do_while.out
// RUN: strata-opt --convert-scf-to-cf %S/../../lowering/scftocf/testdata/execute_in_while.mlir | diff - %S/../../lowering/scftocf/testdata/golden/own/execute_in_while.out
// RUN: strata-opt --convert-scf-to-cf %S/../../lowering/scftocf/testdata/execute_region_blocks.mlir | diff - %S/../../lowering/scftocf/testdata/golden/own/execute_region_blocks.out
// RUN: strata-opt --convert-scf-to-cf %S/../../lowering/scftocf/testdata/for_in_if.mlir | diff - %S/../../lowering/scftocf/testdata/golden/own/for_in_if.out
// RUN: strata-opt --convert-scf-to-cf %S/../../lowering/scftocf/testdata/if_in_for.mlir | diff - %S/../../lowering/scftocf/testdata/golden/own/if_in_for.out
// RUN: strata-opt --convert-scf-to-cf %S/../../lowering/scftocf/testdata/if_no_else.mlir | diff - %S/../../lowering/scftocf/testdata/golden/own/if_no_else.out
// RUN: strata-opt --convert-scf-to-cf %S/../../lowering/scftocf/testdata/if_results.mlir | diff - %S/../../lowering/scftocf/testdata/golden/own/if_results.out
// RUN: strata-opt --convert-scf-to-cf %S/../../lowering/scftocf/testdata/iter_args.mlir | diff - %S/../../lowering/scftocf/testdata/golden/own/iter_args.out
// RUN: strata-opt --convert-scf-to-cf %S/../../lowering/scftocf/testdata/nested_loops.mlir | diff - %S/../../lowering/scftocf/testdata/golden/own/nested_loops.out
// RUN: strata-opt --convert-scf-to-cf %S/../../lowering/scftocf/testdata/no_scf.mlir | diff - %S/../../lowering/scftocf/testdata/golden/own/no_scf.out
// RUN: strata-opt --convert-scf-to-cf %S/../../lowering/scftocf/testdata/while_in_for.mlir | diff - %S/../../lowering/scftocf/testdata/golden/own/while_in_for.out
// RUN: strata-opt --convert-scf-to-cf %S/../../lowering/scftocf/testdata/while_values.mlir | diff - %S/../../lowering/scftocf/testdata/golden/own/while_values.out
