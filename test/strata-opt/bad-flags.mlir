// A bad command line is reported as LLVM's command-line library words it,
// on stderr, with exit status 1 (mlir-opt's), and nothing is read or
// written.
// RUN: strata-opt --no-such-flag %s > %t.out 2> %t.err; echo "exit=$?" >> %t.err
// RUN: filecheck %s --check-prefix=UNKNOWN < %t.err
// RUN: test ! -s %t.out
// UNKNOWN:      {{^}}strata-opt: Unknown command line argument '--no-such-flag'.  Try: 'strata-opt --help'{{$}}
// UNKNOWN-NEXT: {{^}}exit=1{{$}}

// A near miss gets a suggestion.
// RUN: not strata-opt -mlir-print-op-genric %s 2>&1 | filecheck %s --check-prefix=NEAR
// NEAR:      {{^}}strata-opt: Unknown command line argument '-mlir-print-op-genric'.  Try: 'strata-opt --help'{{$}}
// NEAR-NEXT: {{^}}strata-opt: Did you mean '--mlir-print-op-generic'?{{$}}

// RUN: strata-opt %s -o > %t.out 2> %t.err; echo "exit=$?" >> %t.err
// RUN: filecheck %s --check-prefix=NOVALUE < %t.err
// NOVALUE:      {{^}}strata-opt: for the -o option: requires a value!{{$}}
// NOVALUE-NEXT: {{^}}exit=1{{$}}

// RUN: not strata-opt --mlir-print-op-generic=maybe %s 2>&1 | filecheck %s --check-prefix=BOOL
// BOOL: {{^}}strata-opt: for the --mlir-print-op-generic option: 'maybe' is invalid value for boolean argument! Try 0 or 1{{$}}

// RUN: not strata-opt %s %s 2>&1 | filecheck %s --check-prefix=TWO
// TWO:      {{^}}strata-opt: Too many positional arguments specified!{{$}}
// TWO-NEXT: {{^}}Can specify at most 1 positional arguments: See: strata-opt --help{{$}}

// After "--", everything is an input file, even what looks like a flag.
// RUN: not strata-opt -- --help 2>&1 | filecheck %s --check-prefix=DASHDASH
// DASHDASH: {{^}}strata-opt: cannot open input file '--help': no such file or directory{{$}}
