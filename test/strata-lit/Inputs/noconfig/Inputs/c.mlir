# RUN: false
