from collections import defaultdict

class Problem:
    def __init__(self, robot_speed, distance_1, time_1, distance_2, time_2):
        self.robot_speed = robot_speed  # in meters per second
        self.distance_1 = distance_1  # in kilometers
        self.time_1 = time_1  # in hours
        self.distance_2 = distance_2  # in meters
        self.time_2 = time_2  # in seconds

    def solve(self):
        # Convert the speed from km/h to m/s
        robot_speed_mps = self.robot_speed * (5 / 3.6)
        
        # Calculate the length of the hallway in meters
        distance_2_m = self.distance_1 * (5 / 3.6) * (90 / 3600)
        
        print(f"RESULT: {distance_2_m}")
        print("CONFIDENCE: 100")
