// RUN: true
