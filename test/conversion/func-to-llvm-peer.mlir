// REQUIRES: mlir-opt-16
// The differential test from the command line: on programs of the corpus
// of lowering/tollvm, strata-opt and mlir-opt-16 print the same generic
// form (the llvm ops as MLIR 16's generic form has them).
// RUN: strata-opt --convert-func-to-llvm --mlir-print-op-generic %S/../../lowering/tollvm/testdata/func-calls.mlir > %t.calls.ours && mlir-opt-16 --convert-func-to-llvm --mlir-print-op-generic %S/../../lowering/tollvm/testdata/func-calls.mlir > %t.calls.theirs && diff %t.calls.ours %t.calls.theirs
// RUN: strata-opt --convert-func-to-llvm --mlir-print-op-generic %S/../../lowering/tollvm/testdata/func-index-blocks.mlir > %t.blocks.ours && mlir-opt-16 --convert-func-to-llvm --mlir-print-op-generic %S/../../lowering/tollvm/testdata/func-index-blocks.mlir > %t.blocks.theirs && diff %t.blocks.ours %t.blocks.theirs
// RUN: strata-opt --convert-func-to-llvm --mlir-print-op-generic %S/../../lowering/tollvm/testdata/func-signatures.mlir > %t.sig.ours && mlir-opt-16 --convert-func-to-llvm --mlir-print-op-generic %S/../../lowering/tollvm/testdata/func-signatures.mlir > %t.sig.theirs && diff %t.sig.ours %t.sig.theirs
// RUN: strata-opt --convert-arith-to-llvm --mlir-print-op-generic %S/../../lowering/tollvm/testdata/arith-cmp.mlir > %t.cmp.ours && mlir-opt-16 --convert-arith-to-llvm --mlir-print-op-generic %S/../../lowering/tollvm/testdata/arith-cmp.mlir > %t.cmp.theirs && diff %t.cmp.ours %t.cmp.theirs
// RUN: strata-opt --convert-cf-to-llvm --mlir-print-op-generic %S/../../lowering/tollvm/testdata/cf-switch.mlir > %t.sw.ours && mlir-opt-16 --convert-cf-to-llvm --mlir-print-op-generic %S/../../lowering/tollvm/testdata/cf-switch.mlir > %t.sw.theirs && diff %t.sw.ours %t.sw.theirs
// mlir-opt-16 reads strata-opt's output back, in custom form, and prints
// what it printed itself.
// RUN: strata-opt --convert-func-to-llvm %S/../../lowering/tollvm/testdata/func-calls.mlir | mlir-opt-16 --mlir-print-op-generic | diff - %t.calls.theirs
