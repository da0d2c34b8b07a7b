// schedule is not a flag.
// RUN: not strata-dsl check %s 2>&1 | filecheck --strict-whitespace %s

runtime r {
  construct wsloop {
    post { when schedule => call "GOMP_barrier"(); }
  }
}

// CHECK: {{.*}}check-not-a-flag.dsl:6:17: error: clause 'schedule' is not a flag; compare it with '==' or '!=', or use has(schedule)
// CHECK-NEXT: {{^}}    post { when schedule => call "GOMP_barrier"(); }
// CHECK-NEXT: {{^}}                ^
// CHECK-NOT: {{.}}
