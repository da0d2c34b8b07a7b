// The address of an array element in a static initializer is not
// supported (cir.global_view is the address of a whole global).
// RUN: not strata-cc -fopenmp -fsyntax-only %s 2>&1 | filecheck --strict-whitespace --implicit-check-not=error: %s
// RUN: %cc-error
int arr[4] = {1, 2, 3, 4};
int *mid = &arr[2];
int *next = arr + 1;
int main(void) { return *mid + *next; }

// CHECK: {{^.*}}element_address_init.c:6:12: error: the address of an element or member of a global in a static initializer is not supported{{$}}
// CHECK-NEXT: {{^}}int *mid = &arr[2];{{$}}
// CHECK-NEXT: {{^}}           ^{{$}}
// CHECK: {{^.*}}element_address_init.c:7:13: error: the address of an element or member of a global in a static initializer is not supported{{$}}
// CHECK-NEXT: {{^}}int *next = arr + 1;{{$}}
// CHECK-NEXT: {{^}}            ^{{$}}
