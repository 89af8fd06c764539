Possible values of (b-a): [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19]
Number of distinct factors: 19
Product K: 12164410040883200
Greatest positive integer n such that 2^n divides K: 23
Verification: True
RESULT:  23
