// REQUIRES: mlir-opt-16
// The differential test from the command line: strata-opt and mlir-opt-16
// print the same bytes for convert-scf-to-cf on the programs of
// scf-to-cf.mlir and on some of the corpus, in custom and generic form,
// and with locations.
// RUN: strata-opt --convert-scf-to-cf %S/scf-to-cf.mlir > %t.ours && mlir-opt-16 --convert-scf-to-cf %S/scf-to-cf.mlir > %t.theirs && diff %t.ours %t.theirs
// RUN: strata-opt --convert-scf-to-cf --mlir-print-op-generic %S/scf-to-cf.mlir > %t.ours.g && mlir-opt-16 --convert-scf-to-cf --mlir-print-op-generic %S/scf-to-cf.mlir > %t.theirs.g && diff %t.ours.g %t.theirs.g
// RUN: strata-opt --convert-scf-to-cf %S/../../test/roundtrip/collatz.mlir > %t.c.ours && mlir-opt-16 --convert-scf-to-cf %S/../../test/roundtrip/collatz.mlir > %t.c.theirs && diff %t.c.ours %t.c.theirs
// RUN: strata-opt --convert-scf-to-cf %S/../../lowering/scftocf/testdata/while_in_for.mlir > %t.w.ours && mlir-opt-16 --convert-scf-to-cf %S/../../lowering/scftocf/testdata/while_in_for.mlir > %t.w.theirs && diff %t.w.ours %t.w.theirs
// Locations: mlir-opt-16 prints #loc aliases and strata-opt inline
// locations, so strata-opt prints both results again before comparing.
// RUN: strata-opt --convert-scf-to-cf --mlir-print-debuginfo %S/scf-to-cf.mlir | strata-opt --mlir-print-debuginfo > %t.l.ours && mlir-opt-16 --convert-scf-to-cf --mlir-print-debuginfo %S/scf-to-cf.mlir | strata-opt --mlir-print-debuginfo > %t.l.theirs && diff %t.l.ours %t.l.theirs
// The peer reads strata-opt's output back and lowers nothing more.
// RUN: strata-opt --convert-scf-to-cf %S/scf-to-cf.mlir | mlir-opt-16 --convert-scf-to-cf | diff - %t.theirs
