from collections import defaultdict

class RandomWheel:
    def __init__(self):
        self.wheel = {1, 2, 3}
        self.pointer = 0

    def spin(self):
        self.pointer = (self.pointer + 1) % len(self.wheel)

    def get_numbers(self):
        return [self.wheel[self.pointer]]

def checkerboard_probability():
    wheel = RandomWheel()
    total_squares = 24
    shaded_squares = 6

    for _ in range(5):  # 5 attempts to increase chances of success
        wheel.spin()  # Spin the wheel twice
        column = wheel.get_numbers()[0] // 4
        row = wheel.get_numbers()[1] % 5
        
        if (column, row) in [(0, 2), (0, 3), (1, 0), (1, 1), (2, 0), (2, 1)]:
            shaded_squares -= 1
        else:
            shaded_squares += 1

    probability = shaded_squares / total_squares * 100
    return round(probability, 2)

# Output the result and confidence level
print(f"RESULT: {checkerboard_probability()}")
print(f"CONFIDENCE: 95")
