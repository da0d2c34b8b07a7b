// Struct pointer chasing: a linked list whose nodes live in a static
// array, walked, reversed in place, and located by pointer difference.
#include <stdio.h>

struct node {
  int value;
  struct node *next;
};

static struct node pool[6];

static struct node *push(struct node *head, int slot, int value) {
  struct node *n = &pool[slot];
  n->value = value;
  n->next = head;
  return n;
}

int main(void) {
  struct node *head = 0;
  for (int i = 0; i < 6; i++)
    head = push(head, i, i * i);
  int count = 0, sum = 0;
  for (struct node *n = head; n; n = n->next) {
    printf("%d ", n->value);
    count++;
    sum += n->value;
  }
  printf("\ncount = %d, sum = %d\n", count, sum);
  struct node *prev = 0, *cur = head;
  while (cur) {
    struct node *next = cur->next;
    cur->next = prev;
    prev = cur;
    cur = next;
  }
  for (struct node *n = prev; n; n = n->next)
    printf("%d ", n->value);
  printf("\nhead slot = %d\n", (int)(prev - pool));
  return 0;
}
