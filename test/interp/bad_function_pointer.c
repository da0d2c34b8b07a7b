typedef int (*fn)(void);
int main(void) {
  fn f = (fn)(long)0x1234;
  return f();
}

// RUN: not strata-run %s 2>&1 | filecheck %s
// CHECK: {{.*}}bad_function_pointer.c:4:10: runtime error: call through a pointer that is not a function: {{0x[0-9a-f]+}}
