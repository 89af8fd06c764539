import collections

def solve():
    for num in range(10, 100):
        digit_sum = sum(int(digit) for digit in str(num))
        reversed_num = int(str(num)[::-1])
        if digit_sum == 13 and num - reversed_num == 27:
            return num + reversed_num

result = solve()
confidence = 100
print(f"RESULT: {result}")
print(f"CONFIDENCE: {confidence}")
