struct point { int x, y; };
int gety(struct point *p) { return p->y; }
int main(void) { return gety(0); }

// RUN: not strata-run %s 2>&1 | filecheck %s
// CHECK: {{.*}}null_member.c:2:36: runtime error: null pointer dereference: 4-byte access at {{0x[0-9a-f]+}}
