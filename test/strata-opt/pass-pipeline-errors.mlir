// A bad pipeline or pass option is reported before the input is read,
// located in the pipeline text (named <pass-pipeline>) or in the pass
// flag's options (named after the flag), with a caret; the exit status is
// 1 and nothing is printed.
// RUN: not strata-opt --pass-pipeline='builtin.module(nope)' %s 2>&1 | filecheck %s --strict-whitespace --check-prefix=UNKNOWN
// RUN: not strata-opt --pass-pipeline='builtin.module(func.func(cse)' %s 2>&1 | filecheck %s --strict-whitespace --check-prefix=PARENS
// RUN: not strata-opt --pass-pipeline='cse' %s 2>&1 | filecheck %s --strict-whitespace --check-prefix=WRAP
// RUN: not strata-opt --pass-pipeline='builtin.module(canonicalize{max-iterations=x})' %s 2>&1 | filecheck %s --strict-whitespace --check-prefix=VALUE
// RUN: not strata-opt --canonicalize=max-iterations=x %s 2>&1 | filecheck %s --strict-whitespace --check-prefix=FLAGVALUE
// RUN: not strata-opt --canonicalize='top-down=true bogus=1' %s 2>&1 | filecheck %s --strict-whitespace --check-prefix=OPTION
// RUN: not strata-opt --pass-pipeline='builtin.module(cse)' --canonicalize %s 2>&1 | filecheck %s --check-prefix=MIXED
// RUN: not strata-opt --cse --pass-pipeline='builtin.module(cse)' %s 2>&1 | filecheck %s --check-prefix=MIXED
// An unknown pass flag is an unknown command-line argument.
// RUN: not strata-opt --nope-pass %s 2>&1 | filecheck %s --check-prefix=FLAG
// Pipelines nest at most 1000 deep (issue 14): a located error, not a
// stack overflow.
// RUN: not strata-opt --pass-pipeline="$(for i in $(seq 1001); do printf 'builtin.module('; done; head -c 1001 /dev/zero | tr '\0' ')')" %s 2>&1 | filecheck %s --check-prefix=NEST
// RUN: not strata-opt --pass-pipeline='builtin.module(nope)' %s -o %t.out
// RUN: test ! -e %t.out

func.func @f() {
  return
}

// NEST: {{^}}<pass-pipeline>:1:15015: error: nesting depth exceeds the limit of 1000{{$}}
// NEST-NOT: goroutine

// UNKNOWN:      {{^}}<pass-pipeline>:1:16: error: 'nope' does not refer to a registered pass or pass pipeline{{$}}
// UNKNOWN-NEXT: {{^}}builtin.module(nope){{$}}
// UNKNOWN-NEXT: {{^}}               ^{{$}}

// PARENS:      {{^}}<pass-pipeline>:1:{{[0-9]+}}: error: encountered unbalanced parentheses while parsing pipeline{{$}}
// PARENS-NEXT: {{^}}builtin.module(func.func(cse){{$}}
// PARENS-NEXT: {{^}} {{ *}}^{{$}}

// WRAP:      {{^}}<pass-pipeline>:1:1: error: expected pass pipeline to be wrapped with the anchor operation type, e.g. 'builtin.module(...)'{{$}}
// WRAP-NEXT: {{^}}cse{{$}}
// WRAP-NEXT: {{^}}^{{$}}

// VALUE:      {{^}}<pass-pipeline>:1:44: error: invalid value 'x' for option 'max-iterations': expected an integer{{$}}
// VALUE-NEXT: {{^}}builtin.module(canonicalize{max-iterations=x}){{$}}
// VALUE-NEXT: {{^}}                                           ^{{$}}

// FLAGVALUE:      {{^}}--canonicalize:1:16: error: invalid value 'x' for option 'max-iterations': expected an integer{{$}}
// FLAGVALUE-NEXT: {{^}}max-iterations=x{{$}}
// FLAGVALUE-NEXT: {{^}}               ^{{$}}

// OPTION:      {{^}}--canonicalize:1:15: error: no such option 'bogus' for pass 'canonicalize'{{$}}
// OPTION-NEXT: {{^}}top-down=true bogus=1{{$}}
// OPTION-NEXT: {{^}}              ^{{$}}

// MIXED: {{^}}strata-opt: '--pass-pipeline' option can't be used with individual pass options{{$}}

// FLAG: {{^}}strata-opt: Unknown command line argument '--nope-pass'.  Try: 'strata-opt --help'{{$}}
